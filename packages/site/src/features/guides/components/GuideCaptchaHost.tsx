import {
  publicApiPaths,
  CAPTCHA_FAILED,
  type GuideCaptchaContactValues,
  type GuideSubmissionPayload,
  type VerifyCaptchaResponse,
} from '@cabo/contract';
import { GuideCaptchaDialog, GuideCaptchaFailure } from '@cabo/ui';
import { api, ApiResponseError } from '@cabo/ui/app/api';
import { brand } from '../../../lib/brand.ts';
import { CaptchaWidget } from '../../../lib/CaptchaWidget.tsx';
import { useFormSubmission } from '../../../lib/useFormSubmission.ts';
import { captchaGuidePayload, postGuideSubmission } from '../../../lib/guide-submission.ts';

export const CAPTCHA_GUIDE_TITLE = 'Get Your Ultimate Cabo Guide';

/** Spec (secondary form): the server refused the stored request. */
export const CAPTCHA_GUIDE_SUBMIT_FAILED =
  'An error occurred while submitting the form. Please try again.';
/** Spec (secondary form): anything else went wrong (no answer, the verification call failed). */
export const CAPTCHA_GUIDE_ERROR = 'An error occurred. Please try again.';

/**
 * `POST /api/verify-recaptcha` first, as the spec's calls go: a refused token is the spec's
 * "reCAPTCHA verification failed"; a verified one gives the pass the request then carries
 * (verifying spent the token).
 */
async function verifyCaptcha(token: string): Promise<string> {
  let answer: VerifyCaptchaResponse;
  try {
    answer = await api
      .post(publicApiPaths.captchaVerify, { json: { token } })
      .json<VerifyCaptchaResponse>();
  } catch (error) {
    throw new GuideCaptchaFailure(CAPTCHA_GUIDE_ERROR, { cause: error });
  }
  if (!answer.success || !answer.verification) throw new GuideCaptchaFailure(CAPTCHA_FAILED);
  return answer.verification;
}

/** Verifies, then stores the request; a failure becomes the spec's message for the dialog. */
async function verifyAndSend(payload: GuideSubmissionPayload) {
  const pass = await verifyCaptcha(payload.captchaToken ?? '');
  try {
    return await postGuideSubmission({ ...payload, captchaToken: pass });
  } catch (error) {
    if (!(error instanceof ApiResponseError)) {
      throw new GuideCaptchaFailure(CAPTCHA_GUIDE_ERROR, { cause: error });
    }
    // A field message goes under its field (the form's own handling).
    if (Object.keys(error.fieldErrors).length > 0) throw error;
    throw new GuideCaptchaFailure(
      error.code === 'captcha_failed' ? CAPTCHA_FAILED : CAPTCHA_GUIDE_SUBMIT_FAILED,
      { cause: error },
    );
  }
}

/**
 * The short guide dialog and its submission: the captcha is verified first, then the
 * request is stored with the verification's pass, and the thank-you view links the guide.
 * Failures show in the dialog (docs/guides.md), not as a toast.
 */
export default function GuideCaptchaHost({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const submit = useFormSubmission({
    toPayload: (values: GuideCaptchaContactValues, submissionId) =>
      captchaGuidePayload(values, submissionId),
    send: verifyAndSend,
    // A retry carries a new token; the name and e-mail make the fill.
    sameFill: ({ firstName, email }) => ({ firstName, email }),
    failureToast: null,
  });

  return (
    <GuideCaptchaDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={CAPTCHA_GUIDE_TITLE}
      description="Tell us where to send it, confirm you are not a robot, and download the guide."
      downloadHref={brand.guidePdfPath}
      onSubmit={submit}
      renderCaptcha={(slot) => <CaptchaWidget {...slot} />}
    />
  );
}
