import { createContext, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import * as styles from './Form.css';

/** What a form's `onSubmit` gets besides the values: a way to show a server's field errors. */
export interface FormSubmitContext {
  /**
   * Shows `message` under the field `name` (the first one set takes the focus). Returns
   * false when the form has no such field, so the caller can report the message elsewhere.
   */
  setFieldError(name: string, message: string): boolean;
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
  children,
  ...props
}: ContractFormProps<TValues, TParsed>) {
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A double click submits twice before the disabled button renders: the second waits for nothing.
    if (inFlight.current) return;
    inFlight.current = true;
    let succeeded = false;
    let focused = false;
    const context: FormSubmitContext = {
      setFieldError(name, message) {
        if (!(name in form.getValues())) return false;
        form.setError(
          name as Path<TValues>,
          { type: 'server', message },
          { shouldFocus: !focused },
        );
        focused = true;
        return true;
      },
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
      onSubmitted?.();
    }
  };

  return (
    <form {...props} className={styles.form} onSubmit={submit} noValidate>
      <FormSendingContext.Provider value={sending}>{children}</FormSendingContext.Provider>
    </form>
  );
}
