import type { FormSubmissionOptions } from '@cabo/ui/app/form-submission';
import { useFormSubmission as useAppFormSubmission } from '@cabo/ui/app/useFormSubmission';
import {
  isReceipt,
  useRequestConfirmation,
  type RequestConfirmation,
} from './confirmation/request-confirmation.ts';
import { submissionMeta } from './form-submission.ts';

/**
 * The site's forms are sent with the library's `useFormSubmission`; a public form's `meta`
 * carries the site's attribution and privacy notice version (`submissionMeta`). Every
 * accepted request (its answer a receipt) then shows the one confirmation, after the form's
 * own `onSuccess` (its toast); `calendarEvent` gives a table or tour its "Add to calendar"
 * (docs/lead-forms.md, "After success").
 */
export function useFormSubmission<TValues, TPayload, TResult>(
  options: FormSubmissionOptions<TValues, TPayload, TResult> & {
    calendarEvent?: (values: TValues) => RequestConfirmation['calendarEvent'];
  },
) {
  const { show } = useRequestConfirmation();
  const { calendarEvent, onSuccess, ...rest } = options;
  return useAppFormSubmission(
    {
      ...rest,
      onSuccess: (result, values) => {
        onSuccess?.(result, values);
        if (isReceipt(result)) show({ receipt: result, calendarEvent: calendarEvent?.(values) });
      },
    },
    submissionMeta,
  );
}
