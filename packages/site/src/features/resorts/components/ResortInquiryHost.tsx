import {
  publicApiPaths,
  buildResortInquiryPayload,
  LOGIN_REQUIRED_FOR_INQUIRY,
  type Resort,
  type ResortInquiryForm as ResortInquiryValues,
} from '@cabo/contract';
import { ResortInquiryForm, useToasts, type ToastContent } from '@cabo/ui';
import { useQueryClient } from '@tanstack/react-query';
import { LoginRequiredNotice } from '../../../lib/account/LoginRequiredNotice.tsx';
import { useLoginDialog } from '../../../lib/account/login-dialog.ts';
import { useVisitor } from '../../../lib/account/visitor.ts';
import { ApiResponseError } from '@cabo/ui/app/api';
import { useFormSubmission } from '../../../lib/useFormSubmission.ts';
import { postResortInquiry } from '../api/create-resort-inquiry.ts';

/** 'Inquiry Failed' with the server's message, else 'Failed to submit inquiry' (docs/stays.md). */
export function inquiryFailedToast(error: unknown): ToastContent {
  const message = error instanceof ApiResponseError ? error.body?.message : undefined;
  return {
    variant: 'destructive',
    title: 'Inquiry Failed',
    description: message || 'Failed to submit inquiry',
  };
}

/** Lists that show resort inquiries: the visitor's own and the admin's. */
const showsInquiries = (key: unknown) =>
  key === publicApiPaths.resortInquiries || String(key).startsWith('/api/admin/');

/**
 * The resort page's inquiry card and its submission (docs/stays.md): only a signed-in visitor
 * sends it (the notice offers the way in and the form keeps its values meanwhile); success
 * shows "Inquiry Sent", resets the form and refreshes the cached inquiry lists.
 */
export function ResortInquiryHost({ resort, formId }: { resort: Resort; formId: string }) {
  const toasts = useToasts();
  const { signInToContinue } = useLoginDialog();
  const queryClient = useQueryClient();
  const visitor = useVisitor();
  const submit = useFormSubmission({
    toPayload: (values: ResortInquiryValues, submissionId) =>
      buildResortInquiryPayload(values, resort.id, submissionId),
    send: postResortInquiry,
    sameFill: (values) => ({ values, resortId: resort.id }),
    failureToast: inquiryFailedToast,
    onSuccess: () => {
      toasts.show({
        title: 'Inquiry Sent',
        description: 'Our team will contact you shortly to discuss your stay.',
      });
      void queryClient.invalidateQueries({
        predicate: ({ queryKey }) => showsInquiries(queryKey[0]),
      });
    },
  });

  return (
    <ResortInquiryForm
      key={resort.id}
      id={formId}
      resortName={resort.name}
      priceLevel={resort.priceLevel}
      maxGuests={resort.maxGuests}
      isSignedIn={Boolean(visitor.data)}
      loginNotice={<LoginRequiredNotice message={LOGIN_REQUIRED_FOR_INQUIRY} />}
      onLoginRequired={signInToContinue}
      onSubmit={submit}
    />
  );
}
