import { buildQuickResortInquiryLead, type QuickResortInquiryForm } from '@cabo/contract';
import { QuickInquiryDialog, useToasts } from '@cabo/ui';
import { postLead } from '../../../lib/leads.ts';
import { useFormSubmission } from '../../../lib/useFormSubmission.ts';

/**
 * "Inquire about {resort}" for one resort at a time (docs/stays.md): no login; it stores a
 * lead (interest type resort). Success closes the dialog with "Inquiry Sent!"; a failure
 * shows "Error" and the values stay. Its own chunk: the list loads it on the first
 * "Inquire Now", so the page itself carries no form or schema code.
 */
export default function QuickInquiryHost({
  resortName,
  onClose,
}: {
  /** The resort asked about; the dialog is open while it is set. */
  resortName: string | null;
  onClose: () => void;
}) {
  const toasts = useToasts();
  const name = resortName ?? '';
  const submit = useFormSubmission({
    toPayload: (values: QuickResortInquiryForm, submissionId) =>
      buildQuickResortInquiryLead(values, name, submissionId),
    send: postLead,
    // Another resort is another inquiry.
    sameFill: (values) => ({ values, name }),
    failureToast: {
      variant: 'destructive',
      title: 'Error',
      description: 'There was a problem submitting your inquiry. Please try again.',
    },
    onSuccess: () =>
      toasts.show({
        title: 'Inquiry Sent!',
        description: "We'll get back to you shortly with more information.",
      }),
  });

  return (
    <QuickInquiryDialog
      // A fresh form per resort: what was typed for one is not sent about another.
      key={name}
      resortName={name}
      isOpen={resortName !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onSubmit={submit}
    />
  );
}
