import { useEffect, useState } from 'react';
import { useToasts } from '../components/Toast/ToastProvider.tsx';
import {
  createFormSubmitter,
  type DescribeFill,
  type FormSubmissionOptions,
} from './form-submission.ts';

/**
 * The one way to send a contract form (see `createFormSubmitter`): pass the result as the
 * form pattern's `onSubmit`. Toasts go to the app's ToastProvider queue. `describeFill` makes
 * a public form's `meta` (the site passes its own); a staff form has none.
 *
 * ```ts
 * const submit = useFormSubmission({
 *   toPayload: (values) => values,
 *   send: (payload) => api.post(adminApiPaths.adminLogin, { json: payload }).json(),
 *   onSuccess: () => toasts.show({ title: 'Login successful' }),
 * });
 * ```
 */
export function useFormSubmission<TValues, TPayload, TResult>(
  options: FormSubmissionOptions<TValues, TPayload, TResult>,
  describeFill?: DescribeFill,
) {
  const toasts = useToasts();
  const [submitter] = useState(() => createFormSubmitter(options, toasts.show, describeFill));
  // Submits happen after a commit, so the options of the last render are the ones used.
  useEffect(() => {
    submitter.configure(options, toasts.show);
  });
  return submitter.submit;
}
