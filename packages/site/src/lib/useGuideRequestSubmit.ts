import { DEFAULT_GUIDE_TYPE, type GuideRequestFormValues } from '@cabo/contract';
import { useToasts } from '@cabo/ui';
import { useEffect, useRef } from 'react';
import { brand } from './brand.ts';
import type { GuideRequest } from './guide-request.ts';
import { useFormSubmission } from './useFormSubmission.ts';
import { guideSubmissionPayload, postGuideSubmission } from './guide-submission.ts';

const PDF_DELAY_MS = 1000;

/**
 * Sends a guide request (the dialog's or the real-estate page's inline form) through the
 * site's one submission hook: on success a toast thanks the visitor and the PDF opens in a
 * new tab after 1 s; a server field error shows under its field, any other failure as a
 * toast, and the values stay. Pass the result as `GuideRequestForm`'s `onSubmit`.
 */
export function useGuideRequestSubmit(request: GuideRequest | null) {
  const toasts = useToasts();
  const timers = useRef<number[]>([]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((t) => window.clearTimeout(t));
  }, []);

  const options = { guideType: request?.guideType ?? DEFAULT_GUIDE_TYPE, tags: request?.tags };
  const submit = useFormSubmission({
    toPayload: (values: GuideRequestFormValues, submissionId) =>
      guideSubmissionPayload(values, options, submissionId),
    send: postGuideSubmission,
    // The guide asked for is part of the fill: another guide is another submission.
    sameFill: (values) => ({ values, options }),
    onSuccess: () => {
      toasts.show({
        title: 'Thanks for your interest!',
        description: `Your ${options.guideType} guide has been sent to your email.`,
      });
      timers.current.push(
        window.setTimeout(
          () => window.open(brand.guidePdfPath, '_blank', 'noopener'),
          PDF_DELAY_MS,
        ),
      );
    },
  });
  return { submit, guideType: options.guideType };
}
