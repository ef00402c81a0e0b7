import {
  publicApiPaths,
  type ParsedVillaBookingForm,
  type SubmissionReceipt,
  type VillaBookingPayload,
} from '@cabo/contract';
import { api } from '@cabo/ui/app/api';

/** The POST /api/villa-bookings body for the card's values. */
export function villaBookingPayload(
  values: ParsedVillaBookingForm,
  villaId: string,
  submissionId: string,
): VillaBookingPayload {
  return {
    submissionId,
    villaId,
    startDate: values.startDate,
    endDate: values.endDate,
    guests: values.guests,
    contactPhone: values.contactPhone,
    contactEmail: values.contactEmail,
    ...(values.specialRequests ? { specialRequests: values.specialRequests } : {}),
  };
}

/** POST /api/villa-bookings (signed in); the receipt of the stored request. */
export const postVillaBooking = (payload: VillaBookingPayload) =>
  api.post(publicApiPaths.villaBookings, { json: payload }).json<SubmissionReceipt>();
