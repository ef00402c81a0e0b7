import {
  publicApiPaths,
  type AdventureBookingFormValues,
  type AdventureBookingPayload,
  type SubmissionReceipt,
} from '@cabo/contract';
import { api } from '@cabo/ui/app/api';

/** The POST /api/bookings body for the sheet's values (bookingType adventure). */
export function adventureBookingPayload(
  values: AdventureBookingFormValues,
  adventureSlug: string,
  submissionId: string,
): AdventureBookingPayload {
  return {
    submissionId,
    bookingType: 'adventure',
    adventureSlug,
    source: 'website',
    status: 'pending',
    name: values.name,
    email: values.email,
    guests: values.guests,
    // Optional fields left empty are left out rather than stored as empty text.
    ...(values.phone ? { phone: values.phone } : {}),
    ...(values.date ? { date: values.date } : {}),
    ...(values.specialRequests ? { specialRequests: values.specialRequests } : {}),
  };
}

/** POST /api/bookings; the receipt of the stored booking request. */
export const postAdventureBooking = (payload: AdventureBookingPayload) =>
  api.post(publicApiPaths.bookings, { json: payload }).json<SubmissionReceipt>();
