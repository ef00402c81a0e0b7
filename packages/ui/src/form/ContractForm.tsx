import { HONEYPOT_FIELD } from '@cabo/contract';
import { createContext, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { Link } from '../components/Link/index.ts';
import * as styles from './Form.css';

/** Where every public form's privacy line points (the LFPDPPP notice). */
export const PRIVACY_NOTICE_PATH = '/privacy';

/** What a public form measured while the visitor filled it (the `meta` of docs/lead-forms.md). */
export interface FormFillMeta {
  /** The honeypot's content: empty unless a script filled every field it found. */
  website: string;
  /** Milliseconds from the form's first render (or its last successful send) to this submit. */
  fillMs: number;
}

/** What a form's `onSubmit` gets besides the values: a way to show a server's field errors. */
export interface FormSubmitContext {
  /**
   * Shows `message` under the field `name` (the first one set takes the focus). Returns
   * false when the form has no such field, so the caller can report the message elsewhere.
   */
  setFieldError(name: string, message: string): boolean;
  /** The fill's honeypot and time; only on public forms (`audience="public"`). */
  meta?: FormFillMeta;
}

/**
 * True while a ContractForm's `onSubmit` promise is pending: its fields and submit button
 * are disabled. Not during validation, so the first invalid field can take the focus.
 */
export const FormSendingContext = createContext(false);

export interface ContractFormProps<TValues extends FieldValues, TParsed extends FieldValues> {
  form: UseFormReturn<TValues, unknown, TParsed>;
  /**
   * Sends the parsed values. Resolve on success: the form resets to its default values.
   * Reject on failure: what the visitor typed stays; the caller reports the failure (toast or
   * `setFieldError`). Runs once at a time: a submit while one is in flight is ignored.
   */
  onSubmit: (values: TParsed, context: FormSubmitContext) => Promise<unknown>;
  /** After a successful submit and the reset (e.g. close a dialog, show a thank-you view). */
  onSubmitted?: () => void;
  /** Accessible name of the form (e.g. the dialog title). */
  'aria-label'?: string;
  /**
   * `public` (default): a visitor's form, with the honeypot, the fill timer and the privacy
   * line linking the notice. `staff`: an admin form, without them.
   */
  audience?: 'public' | 'staff';
  children: ReactNode;
}

/**
 * The `<form>` of every contract form: validates with the form's resolver, shows the
 * messages under the fields, disables the fields while sending (they read `isSubmitting`),
 * and never clears the values on failure.
 */
export function ContractForm<TValues extends FieldValues, TParsed extends FieldValues>({
  form,
  onSubmit,
  onSubmitted,
  audience = 'public',
  children,
  ...props
}: ContractFormProps<TValues, TParsed>) {
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  // Set on mount, not during render: the server's render must not start the clock.
  const startedAt = useRef(0);
  useEffect(() => {
    startedAt.current = Date.now();
  }, []);
  const isPublic = audience === 'public';
  // A server's field message arrives while the fields are disabled (sending), when they
  // cannot take the focus: the first one gets it once they are enabled again.
  const focusAfterSending = useRef<Path<TValues> | null>(null);
  // Bumped with each server message, so the effect runs even when a quick failure leaves
  // `sending` unchanged between two renders.
  const [serverErrors, setServerErrors] = useState(0);
  useEffect(() => {
    if (sending || !focusAfterSending.current) return;
    form.setFocus(focusAfterSending.current);
    focusAfterSending.current = null;
  }, [sending, serverErrors, form]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A double click submits twice before the disabled button renders: the second waits for nothing.
    if (inFlight.current) return;
    inFlight.current = true;
    let succeeded = false;
    let focused = false;
    const context: FormSubmitContext = {
      setFieldError(name, message) {
        // A nested field too ('seasonRates.1.start'), as the server names it.
        const values = form.getValues();
        if (!(name in values) && get(values, name) === undefined) return false;
        form.setError(name as Path<TValues>, { type: 'server', message });
        if (!focused) {
          focusAfterSending.current = name as Path<TValues>;
          setServerErrors((n) => n + 1);
        }
        focused = true;
        return true;
      },
      ...(isPublic
        ? {
            meta: {
              website: honeypot.current?.value ?? '',
              fillMs: Math.max(0, Date.now() - startedAt.current),
            },
          }
        : {}),
    };
    try {
      await form.handleSubmit(async (values) => {
        setSending(true);
        try {
          await onSubmit(values, context);
          succeeded = true;
        } catch {
          // Reported by the caller; the typed values stay for a retry.
        } finally {
          setSending(false);
        }
      })(event);
    } finally {
      inFlight.current = false;
    }
    // After handleSubmit has finished, so the fresh form does not count as submitted.
    if (succeeded) {
      form.reset();
      // The next fill is timed from now.
      startedAt.current = Date.now();
      onSubmitted?.();
    }
  };

  return (
    <form {...props} className={styles.form} onSubmit={submit} noValidate>
      {isPublic ? (
        // A field people never see or reach (hidden from screen readers and the tab order);
        // form-filling scripts find it in the markup and fill it in.
        <div className={styles.honeypot} aria-hidden="true">
          <label>
            Website
            <input
              ref={honeypot}
              type="text"
              name={HONEYPOT_FIELD}
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </label>
        </div>
      ) : null}
      <FormSendingContext.Provider value={sending}>{children}</FormSendingContext.Provider>
      {isPublic ? (
        <p className={styles.privacyLine}>
          We use your details only to answer your request.{' '}
          {/* A new tab, so reading the notice never costs what was typed. */}
          <Link href={PRIVACY_NOTICE_PATH} isExternal>
            Privacy notice
          </Link>
        </p>
      ) : null}
    </form>
  );
}
