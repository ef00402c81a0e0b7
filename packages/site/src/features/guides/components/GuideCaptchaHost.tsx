import { CAPTCHA_FAILED, type GuideCaptchaContactValues } from '@cabo/contract';
import { GuideCaptchaDialog } from '@cabo/ui';
import { ApiResponseError } from '@cabo/ui/app/api';
import { brand } from '../../../lib/brand.ts';
import { CaptchaWidget } from '../../../lib/CaptchaWidget.tsx';
import { SUBMISSION_FAILED_TOAST } from '@cabo/ui/app/form-submission';
import { useFormSubmission } from '../../../lib/useFormSubmission.ts';
import { captchaGuidePayload, postGuideSubmission } from '../api/create-guide-submission.ts';

export const CAPTCHA_GUIDE_TITLE = 'Get Your Ultimate Cabo Guide';

/**
 * The short guide dialog and its submission: the captcha token goes with the request (the
 * server verifies it once while storing), and the thank-you view links the guide.
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
    send: postGuideSubmission,
    // A retry carries a new token; the name and e-mail make the fill.
    sameFill: ({ firstName, email }) => ({ firstName, email }),
    failureToast: (error) =>
      error instanceof ApiResponseError && error.code === 'captcha_failed'
        ? { ...SUBMISSION_FAILED_TOAST, description: CAPTCHA_FAILED }
        : SUBMISSION_FAILED_TOAST,
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
