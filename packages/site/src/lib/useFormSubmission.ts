import type { FormSubmissionOptions } from '@cabo/ui/app/form-submission';
import { useFormSubmission as useAppFormSubmission } from '@cabo/ui/app/useFormSubmission';
import { submissionMeta } from './form-submission.ts';

/**
 * The site's forms are sent with the library's `useFormSubmission`; a public form's `meta`
 * carries the site's attribution and privacy notice version (`submissionMeta`).
 */
export function useFormSubmission<TValues, TPayload, TResult>(
  options: FormSubmissionOptions<TValues, TPayload, TResult>,
) {
  return useAppFormSubmission(options, submissionMeta);
}
