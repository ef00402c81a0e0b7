import { guideCaptchaContactSchema, type GuideCaptchaContactValues } from '@cabo/contract';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Dialog } from '../../components/Dialog/index.ts';
import { Link } from '../../components/Link/index.ts';
import {
  ContractForm,
  FormCustomField,
  FormSubmitButton,
  FormTextField,
  useContractForm,
  type FormSubmitContext,
} from '../../form/index.ts';
import * as styles from './GuideCaptchaDialog.css';

export const GUIDE_CAPTCHA_SUCCESS = 'Thank you for your submission!';

/**
 * A failure the dialog shows in place, above its button (spec: the secondary form's message;
 * the form keeps its values). Its message is one of the spec's texts.
 */
export class GuideCaptchaFailure extends Error {
  override name = 'GuideCaptchaFailure';
}

/** Spec: a dialog's content resets 300 ms after it closes, once it is out of sight. */
const RESET_DELAY_MS = 300;

const empty: GuideCaptchaContactValues = { firstName: '', email: '', captchaToken: '' };

/** What the captcha widget gets from the dialog. */
export interface GuideCaptchaSlot {
  /** Store the solved challenge's token; '' when it expires or is reset. */
  setToken: (token: string) => void;
  isDisabled: boolean;
  isInvalid: boolean;
  /** Id of the message under the widget, for `aria-describedby`. */
  errorId: string;
}

export interface GuideCaptchaDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** "Get Your Ultimate Cabo Guide". */
  title: string;
  description?: string;
  /**
   * Sends the request. Resolve: the thank-you view with the download link replaces the form.
   * Reject: the name and e-mail stay, and the captcha starts over (its token is single-use);
   * a `GuideCaptchaFailure`'s message shows in the dialog.
   */
  onSubmit: (values: GuideCaptchaContactValues, context: FormSubmitContext) => Promise<unknown>;
  /** The guide file, linked from the thank-you view. */
  downloadHref: string;
  /** The captcha widget (the site's self-hosted challenge); the dialog holds its token. */
  renderCaptcha: (slot: GuideCaptchaSlot) => ReactNode;
}

/**
 * The short guide dialog: first name, e-mail and a captcha; submission is blocked until the
 * captcha is solved ('Please complete the reCAPTCHA verification.', from the contract schema).
 */
export function GuideCaptchaDialog({
  isOpen,
  onOpenChange,
  title,
  description,
  onSubmit,
  downloadHref,
  renderCaptcha,
}: GuideCaptchaDialogProps) {
  const form = useContractForm(guideCaptchaContactSchema, empty);
  const { control } = form;
  const [submitted, setSubmitted] = useState(false);
  // A new key gives a fresh widget and challenge after a failed attempt used the token.
  const [captchaKey, setCaptchaKey] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const changeOpen = (next: boolean) => {
    onOpenChange(next);
    clearTimeout(resetTimer.current);
    if (!next && submitted)
      resetTimer.current = setTimeout(() => setSubmitted(false), RESET_DELAY_MS);
  };

  const submit = async (values: GuideCaptchaContactValues, context: FormSubmitContext) => {
    setFailure(null);
    try {
      return await onSubmit(values, context);
    } catch (error) {
      form.setValue('captchaToken', '');
      setCaptchaKey((k) => k + 1);
      if (error instanceof GuideCaptchaFailure) setFailure(error.message);
      throw error;
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={changeOpen}
      title={title}
      description={submitted ? undefined : description}
    >
      {submitted ? (
        <CaptchaSuccess downloadHref={downloadHref} />
      ) : (
        <ContractForm
          form={form}
          aria-label={title}
          onSubmit={submit}
          onSubmitted={() => setSubmitted(true)}
        >
          <FormTextField
            control={control}
            name="firstName"
            label="First Name"
            autoComplete="given-name"
          />
          <FormTextField
            control={control}
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
          />
          <FormCustomField control={control} name="captchaToken">
            {({ setValue, isDisabled, isInvalid, errorId }) => (
              <div key={captchaKey} className={styles.captcha}>
                {renderCaptcha({
                  setToken: (token) => setValue(token),
                  isDisabled,
                  isInvalid,
                  errorId,
                })}
              </div>
            )}
          </FormCustomField>
          {failure ? (
            <p role="alert" className={styles.failure}>
              {failure}
            </p>
          ) : null}
          <FormSubmitButton fullWidth>Get the Guide</FormSubmitButton>
        </ContractForm>
      )}
    </Dialog>
  );
}

/**
 * The thanks and the download link. The thanks takes the focus when it appears (the submit
 * button that had it is gone), so keyboard and screen-reader users land on the news.
 */
function CaptchaSuccess({ downloadHref }: { downloadHref: string }) {
  const thanks = useRef<HTMLParagraphElement>(null);
  useEffect(() => thanks.current?.focus(), []);
  return (
    <div className={styles.success} role="status">
      <p ref={thanks} tabIndex={-1} className={styles.thanks}>
        {GUIDE_CAPTCHA_SUCCESS}
      </p>
      <Link href={downloadHref} variant="button" isExternal>
        Download the guide
      </Link>
    </div>
  );
}
