import {
  bacheloretteLead,
  villaBookingModalPayload,
  type VillaBookingModalFormValues,
} from '@cabo/contract';
import {
  BacheloretteModal,
  Button,
  PageIntro,
  PageSection,
  useToasts,
  VillaBookingModal,
} from '@cabo/ui';
import { useState } from 'react';
import { useHead } from '../../../lib/head.ts';
import {
  BACHELORETTE_FAILED_TOAST,
  leadSuccessToasts,
  postBooking,
  useLeadSubmission,
  VILLA_BOOKING_FAILED_TOAST,
} from '../../../lib/leads.ts';
import { useFormSubmission } from '../../../lib/useFormSubmission.ts';

// A sample villa for the booking modal (the villa pages open it for their own villa).
const SAMPLE_VILLA = { villaId: 'villa-amanecer', villaName: 'Villa Amanecer' };

/** Exercises the bachelorette request modal and the villa booking modal (not indexed). */
export default function TestFormsPage() {
  useHead({
    title: 'Test Forms',
    description: 'The bachelorette request modal and the villa booking modal.',
    path: '/test-forms',
  });
  const toasts = useToasts();
  const [bacheloretteOpen, setBacheloretteOpen] = useState(false);
  const [villaOpen, setVillaOpen] = useState(false);
  const submitBachelorette = useLeadSubmission(
    bacheloretteLead,
    leadSuccessToasts.bachelorette,
    BACHELORETTE_FAILED_TOAST,
  );
  const submitVilla = useFormSubmission({
    toPayload: (values: VillaBookingModalFormValues, submissionId) =>
      villaBookingModalPayload(values, SAMPLE_VILLA, submissionId),
    send: postBooking,
    failureToast: VILLA_BOOKING_FAILED_TOAST,
    onSuccess: () => toasts.show(leadSuccessToasts.villaBooking),
  });
  return (
    <>
      <PageIntro
        title="Test Forms"
        intro="The bachelorette request modal and the villa booking modal."
      />
      <PageSection
        title="Bachelorette Request"
        intro="Contact details, timeline, budget per person and group size; a thank-you view after success."
      >
        <Button onPress={() => setBacheloretteOpen(true)}>Open Bachelorette Form</Button>
      </PageSection>
      <PageSection
        title="Villa Booking"
        intro={`Check-in, check-out and guests for ${SAMPLE_VILLA.villaName}; a thank-you view after success.`}
      >
        <Button onPress={() => setVillaOpen(true)}>Open Villa Booking</Button>
      </PageSection>
      <BacheloretteModal
        isOpen={bacheloretteOpen}
        onOpenChange={setBacheloretteOpen}
        onSubmit={submitBachelorette}
      />
      <VillaBookingModal
        isOpen={villaOpen}
        onOpenChange={setVillaOpen}
        villaName={SAMPLE_VILLA.villaName}
        onSubmit={submitVilla}
      />
    </>
  );
}
