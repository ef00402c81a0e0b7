import {
  publicApiPaths,
  type BookingPayload,
  type LeadPayload,
  type SubmissionReceipt,
} from '@cabo/contract';
import { useToasts, type ToastContent } from '@cabo/ui';
import { api } from '@cabo/ui/app/api';
import { SUBMISSION_FAILED_TOAST } from '@cabo/ui/app/form-submission';
import { useFormSubmission } from './useFormSubmission.ts';

/** POST /api/leads; the receipt of the stored lead. */
export const postLead = (payload: LeadPayload) =>
  api.post(publicApiPaths.leads, { json: payload }).json<SubmissionReceipt>();

/** POST /api/bookings; the receipt of the stored booking request. */
export const postBooking = (payload: BookingPayload) =>
  api.post(publicApiPaths.bookings, { json: payload }).json<SubmissionReceipt>();

const thanks = (description: string): ToastContent => ({
  title: 'Thanks for your interest!',
  description,
});

/** The success toast of each landing-page form (docs/lead-forms.md). */
export const leadSuccessToasts = {
  family: thanks("We'll be in touch soon to help plan your perfect family vacation."),
  party: thanks("We'll be in touch soon to help plan your unforgettable celebration."),
  corporate: thanks("We'll be in touch soon to discuss your corporate event in Cabo."),
  concierge: {
    title: 'Thanks for your interest in our VIP services!',
    description:
      'One of our luxury concierge specialists will contact you within 24 hours to discuss your custom experience.',
  },
  influencer: thanks('Our influencer team will review your application and be in touch soon.'),
  wedding: thanks("We'll be in touch soon to help plan your dream wedding in Cabo."),
  propertyManagement: thanks(
    'Our property management team will contact you shortly to discuss your property.',
  ),
  partner: thanks("We'll be in touch with you shortly."),
  bachelorette: {
    title: 'Request Submitted',
    description: "We'll be in touch within 24 hours to start planning your celebration.",
  },
  villaBooking: {
    title: 'Booking Request Submitted',
    description: "We'll confirm availability within 24 hours.",
  },
} satisfies Record<string, ToastContent>;

/** The concierge form's failure toast names another way to reach us. */
export const CONCIERGE_FAILED_TOAST: ToastContent = {
  ...SUBMISSION_FAILED_TOAST,
  description: 'Please try again or contact us directly.',
};

export const BACHELORETTE_FAILED_TOAST: ToastContent = {
  variant: 'destructive',
  title: 'Submission Failed',
  description: 'There was a problem processing your request. Please try again.',
};

export const VILLA_BOOKING_FAILED_TOAST: ToastContent = {
  variant: 'destructive',
  title: 'Submission Failed',
  description: 'There was a problem processing your booking. Please try again.',
};

/**
 * The `onSubmit` of a lead form: builds the payload (a contract builder), posts it, and shows
 * the success toast, or the failure toast while the form keeps the values.
 */
export function useLeadSubmission<V>(
  toPayload: (values: V, submissionId: string) => LeadPayload,
  success: ToastContent,
  failureToast: ToastContent = SUBMISSION_FAILED_TOAST,
) {
  const toasts = useToasts();
  return useFormSubmission({
    toPayload,
    send: postLead,
    failureToast,
    onSuccess: () => toasts.show(success),
  });
}
