import Router from '@koa/router';
import { apiPaths, bookingPayloadSchema } from '@cabo/contract';
import { currentUser } from '../auth/guards.ts';
import type { Clock } from '../security/clock.ts';
import type { SubmissionPipeline } from '../submissions/pipeline.ts';
import { bookingSubmission, createBooking } from './service.ts';

/** POST /api/bookings: villa/resort modal, adventure sheet, restaurant table, event RSVP. */
export function bookingsRouter(submissions: SubmissionPipeline, now: Clock): Router {
  const router = new Router();
  router.post(apiPaths.bookings, (ctx) =>
    submissions.handle(ctx, {
      formType: 'booking',
      schema: bookingPayloadSchema,
      store: async (trx, payload) =>
        bookingSubmission(await createBooking(trx, payload, now(), currentUser(ctx)?.id ?? null)),
    }),
  );
  return router;
}
