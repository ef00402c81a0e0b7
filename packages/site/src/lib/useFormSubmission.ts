import { useToasts } from '@cabo/ui';
import { useEffect, useState } from 'react';
import { createFormSubmitter, type FormSubmissionOptions } from './form-submission.ts';

/**
 * The site's one way to send a contract form (see `createFormSubmitter`): pass the result
 * as the form pattern's `onSubmit`. Toasts go to the app's ToastProvider queue.
 *
 * ```ts
 * const submit = useFormSubmission({
 *   toPayload: (values, submissionId) => ({ ...values, submissionId }),
 *   send: (payload) => api.post(apiPaths.leads, { json: payload }).json(),
 *   onSuccess: () => toasts.show({ title: 'Thanks for your interest!' }),
 * });
 * ```
 */
export function useFormSubmission<TValues, TPayload, TResult>(
  options: FormSubmissionOptions<TValues, TPayload, TResult>,
) {
  const toasts = useToasts();
  const [submitter] = useState(() => createFormSubmitter(options, toasts.show));
  // Submits happen after a commit, so the options of the last render are the ones used.
  useEffect(() => {
    submitter.configure(options, toasts.show);
  });
  return submitter.submit;
}
