import type { Adventure, AdventureBookingFormValues } from '@cabo/contract';
import { BookingSheet, useToasts } from '@cabo/ui';
import { useFormSubmission } from '../../../lib/useFormSubmission.ts';
import { adventureBookingPayload, postAdventureBooking } from '../api/create-adventure-booking.ts';

/**
 * The booking sheet and its submission, in their own chunk: loaded when the visitor first
 * presses "Book Now", so the page itself carries no form or schema code.
 */
export default function AdventureBookingHost({
  adventure,
  guests,
  isOpen,
  onOpenChange,
}: {
  adventure: Adventure;
  guests: number;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const toasts = useToasts();
  const submit = useFormSubmission({
    toPayload: (values: AdventureBookingFormValues, submissionId) =>
      adventureBookingPayload(values, adventure.slug, submissionId),
    send: postAdventureBooking,
    failureToast: {
      variant: 'destructive',
      title: 'Submission Failed',
      description: 'There was a problem processing your booking. Please try again.',
    },
    onSuccess: () =>
      toasts.show({
        title: 'Booking Request Submitted',
        description: `We'll confirm availability by e-mail ${adventure.replyTime}.`,
      }),
    // The tour's day in the visitor's calendar (the whole day: its start time comes later).
    calendarEvent: (values) =>
      values.date
        ? {
            title: `${adventure.title}, ${values.guests} ${Number(values.guests) === 1 ? 'guest' : 'guests'}`,
            date: values.date.slice(0, 10),
            location: 'Los Cabos',
          }
        : undefined,
  });

  return (
    <BookingSheet
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      adventureTitle={adventure.title}
      pricePerGuest={adventure.currentPrice}
      guests={guests}
      replyTime={adventure.replyTime}
      season={adventure.season}
      onSubmit={submit}
    />
  );
}
