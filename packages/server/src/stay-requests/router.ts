import Router from '@koa/router';
import {
  LOGIN_REQUIRED_FOR_BOOKING,
  LOGIN_REQUIRED_FOR_INQUIRY,
  apiPaths,
  resortInquiryPayloadSchema,
  villaBookingPayloadSchema,
  villaPriceSummary,
  type VillaPriceSummary,
} from '@cabo/contract';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { z } from 'zod';
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
import { readPricingSettings } from '../site-figures/repository.ts';
import { refuseHeldNights } from '../villas/availability.ts';
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

/** The fields both stay forms share (the listing's id is each form's own). */
type StayRequestPayload = Omit<z.output<typeof villaBookingPayloadSchema>, 'villaId'>;

/** A listing a stay form asks for. */
interface StayListing {
  id: string | number;
  name: string;
  maxGuests: number;
}

/** One logged-in stay form: its schema, the kind of listing it asks for and how to find it. */
interface StayRequestForm<P extends StayRequestPayload, L extends StayListing> {
  formType: 'resort-inquiry' | 'villa-booking';
  bookingType: 'resort' | 'villa';
  schema: z.ZodType<P>;
  findListing: (trx: Knex.Transaction, payload: P) => Promise<L | undefined>;
  /** Refuses dates the listing cannot take (a villa's held nights), inside the transaction. */
  checkDates?: (trx: Knex.Transaction, listingId: string, payload: P) => Promise<void>;
  /**
   * The stay's price, computed here from the stored rates and settings (docs/stays.md, "True
   * totals"): a request carries dates, never a price.
   */
  priceStay?: (trx: Knex.Transaction, listing: L, payload: P) => Promise<VillaPriceSummary>;
}

/**
 * The logged-in stay requests (docs/stays.md): 401 with the spec's message before
 * anything else, then the shared submissions pipeline (validation, idempotency, one
 * transaction with the outbox). Stored as bookings of type resort or villa for the user.
 */
export function stayRequestsRouter(submissions: SubmissionPipeline, now: Clock): Router {
  const stayRequest =
    <P extends StayRequestPayload, L extends StayListing>(form: StayRequestForm<P, L>) =>
    (ctx: Context) =>
      submissions.handle(ctx, {
        formType: form.formType,
        schema: form.schema,
        fingerprint: withUser,
        async store(trx, payload) {
          refusePastDate(payload.startDate, now(), 'startDate', PAST_CHECK_IN);
          const listing = await form.findListing(trx, payload);
          if (!listing) throw unknownListing(form.bookingType);
          const guests = Number(payload.guests);
          refuseTooManyGuests(guests, listing.maxGuests, form.bookingType);
          await form.checkDates?.(trx, String(listing.id), payload);
          const price = await form.priceStay?.(trx, listing, payload);
          const booking = await insertBooking(trx, {
            formType: form.formType,
            submissionId: payload.submissionId,
            bookingType: form.bookingType,
            email: payload.contactEmail,
            phone: payload.contactPhone,
            startDate: payload.startDate,
            endDate: payload.endDate,
            guests,
            listingId: String(listing.id),
            listingName: listing.name,
            specialRequests: payload.specialRequests,
            formName: form.formType,
            userId: currentUser(ctx)!.id,
            ...(price ? { price } : {}),
          });
          return bookingSubmission(booking);
        },
      });

  const router = new Router();
  router.post(
    apiPaths.resortInquiries,
    requireUser(LOGIN_REQUIRED_FOR_INQUIRY),
    stayRequest({
      formType: 'resort-inquiry',
      bookingType: 'resort',
      schema: resortInquiryPayloadSchema,
      findListing: (trx, payload) => findResortById(trx, payload.resortId),
    }),
  );
  router.post(
    apiPaths.villaBookings,
    requireUser(LOGIN_REQUIRED_FOR_BOOKING),
    stayRequest({
      formType: 'villa-booking',
      bookingType: 'villa',
      schema: villaBookingPayloadSchema,
      findListing: (trx, payload) => findVillaByIdOrSlug(trx, payload.villaId),
      checkDates: (trx, villaId, payload) =>
        refuseHeldNights(trx, villaId, payload.startDate, payload.endDate),
      priceStay: async (trx, villa, payload) =>
        villaPriceSummary(
          payload.startDate,
          payload.endDate,
          villa,
          (await readPricingSettings(trx)).settings,
        ),
    }),
  );
  return router;
}
