import Router from '@koa/router';
import {
  LOGIN_REQUIRED_FOR_BOOKING,
  LOGIN_REQUIRED_FOR_INQUIRY,
  apiPaths,
  resortInquiryPayloadSchema,
  villaBookingPayloadSchema,
} from '@cabo/contract';
import type { Context } from 'koa';
import { currentUser, requireUser } from '../auth/guards.ts';
import { insertBooking } from '../bookings/repository.ts';
import {
  PAST_CHECK_IN,
  bookingSubmission,
  refusePastDate,
  unknownListing,
} from '../bookings/service.ts';
import { HttpError } from '../errors.ts';
import { findResortById } from '../resorts/repository.ts';
import type { Clock } from '../security/clock.ts';
import type { SubmissionPipeline } from '../submissions/pipeline.ts';
import { findVillaByIdOrSlug } from '../villas/repository.ts';

function refuseTooManyGuests(guests: number, maxGuests: number, what: string): void {
  if (guests > maxGuests) {
    const message = `This ${what} welcomes at most ${maxGuests} guests`;
    throw new HttpError(400, 'validation_failed', message, { guests: [message] });
  }
}

// A submissionId belongs to the user who sent it: another user reusing it is a different
// payload (422), never a replay of someone else's answer.
const withUser = <T>(payload: T, ctx: Context) => ({ payload, userId: currentUser(ctx)?.id });

/**
 * The logged-in stay requests (spec 000 §5.2, §5.3): 401 with the spec's message before
 * anything else, then the shared submissions pipeline (validation, idempotency, one
 * transaction with the outbox). Stored as bookings of type resort or villa for the user.
 */
export function stayRequestsRouter(submissions: SubmissionPipeline, now: Clock): Router {
  const router = new Router();

  router.post(apiPaths.resortInquiries, requireUser(LOGIN_REQUIRED_FOR_INQUIRY), (ctx) =>
    submissions.handle(ctx, {
      formType: 'resort-inquiry',
      schema: resortInquiryPayloadSchema,
      fingerprint: withUser,
      async store(trx, payload) {
        refusePastDate(payload.startDate, now(), 'startDate', PAST_CHECK_IN);
        const resort = await findResortById(trx, payload.resortId);
        if (!resort) throw unknownListing('resort');
        const guests = Number(payload.guests);
        refuseTooManyGuests(guests, resort.maxGuests, 'resort');
        const booking = await insertBooking(trx, {
          formType: 'resort-inquiry',
          submissionId: payload.submissionId,
          bookingType: 'resort',
          email: payload.contactEmail,
          phone: payload.contactPhone,
          startDate: payload.startDate,
          endDate: payload.endDate,
          guests,
          listingId: String(resort.id),
          listingName: resort.name,
          specialRequests: payload.specialRequests,
          formName: 'resort-inquiry',
          userId: currentUser(ctx)!.id,
        });
        return bookingSubmission(booking);
      },
    }),
  );

  router.post(apiPaths.villaBookings, requireUser(LOGIN_REQUIRED_FOR_BOOKING), (ctx) =>
    submissions.handle(ctx, {
      formType: 'villa-booking',
      schema: villaBookingPayloadSchema,
      fingerprint: withUser,
      async store(trx, payload) {
        refusePastDate(payload.startDate, now(), 'startDate', PAST_CHECK_IN);
        const villa = await findVillaByIdOrSlug(trx, payload.villaId);
        if (!villa) throw unknownListing('villa');
        const guests = Number(payload.guests);
        refuseTooManyGuests(guests, villa.maxGuests, 'villa');
        const booking = await insertBooking(trx, {
          formType: 'villa-booking',
          submissionId: payload.submissionId,
          bookingType: 'villa',
          email: payload.contactEmail,
          phone: payload.contactPhone,
          startDate: payload.startDate,
          endDate: payload.endDate,
          guests,
          listingId: villa.id,
          listingName: villa.name,
          specialRequests: payload.specialRequests,
          formName: 'villa-booking',
          userId: currentUser(ctx)!.id,
        });
        return bookingSubmission(booking);
      },
    }),
  );

  return router;
}
