import Router from '@koa/router';
import { apiPaths, bookingPayloadSchema } from '@cabo/contract';
import { currentUser } from '../auth/guards.ts';
import { catalogueChanged } from '../cache/catalogue-change.ts';
import type { Database } from '../db/knex.ts';
import type { Clock } from '../security/clock.ts';
import type { SubmissionPipeline } from '../submissions/pipeline.ts';
import { bookingSubmission, createBooking } from './service.ts';

/** POST /api/bookings: villa/resort modal, adventure sheet, restaurant table, event RSVP. */
export function bookingsRouter(db: Database, submissions: SubmissionPipeline, now: Clock): Router {
  const router = new Router();
  router.post(apiPaths.bookings, async (ctx) => {
    let tableRequest = false;
    await submissions.handle(ctx, {
      formType: 'booking',
      schema: bookingPayloadSchema,
      store: async (trx, payload) => {
        tableRequest = payload.bookingType === 'restaurant';
        return bookingSubmission(
          await createBooking(trx, payload, now(), currentUser(ctx)?.id ?? null),
        );
      },
    });
    // A restaurant's bookings today changed: this instance's caches go now (the others
    // hear the NOTIFY its transaction sent).
    if (tableRequest && ctx.status === 201) catalogueChanged(db);
  });
  return router;
}
