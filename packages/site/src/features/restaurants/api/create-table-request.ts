import {
  publicApiPaths,
  type RestaurantReservationPayload,
  type RestaurantTableRequest,
  type SubmissionReceipt,
} from '@cabo/contract';
import { api } from '@cabo/ui/app/api';

/** The booking (type restaurant) for the table dialog's parsed values. */
export function tableRequestPayload(
  values: RestaurantTableRequest,
  restaurantId: number,
  submissionId: string,
): RestaurantReservationPayload {
  return {
    ...values,
    submissionId,
    bookingType: 'restaurant',
    restaurantId,
    source: 'website',
    status: 'pending',
  };
}

/** POST /api/bookings; the receipt of the stored request. */
export const postTableRequest = (payload: RestaurantReservationPayload) =>
  api.post(publicApiPaths.bookings, { json: payload }).json<SubmissionReceipt>();
