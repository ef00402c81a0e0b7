import Router from '@koa/router';
import {
  adminReviewListQuerySchema,
  apiPaths,
  reviewKinds,
  reviewMessages,
  reviewStatusChangeSchema,
  safeText,
  visitorReviewSchema,
} from '@cabo/contract';
import { z } from 'zod';
import { currentUser } from '../auth/guards.ts';
import type { Database } from '../db/knex.ts';
import { HttpError } from '../errors.ts';
import { parseBody, recordIdFromText } from '../middleware/validation.ts';
import type { Clock } from '../security/clock.ts';
import { createReviewService } from './service.ts';

const eligibilityQuerySchema = z.object({
  kind: z.enum(reviewKinds),
  itemId: safeText().trim().min(1).max(80),
});

/**
 * Reviews (docs/catalogue.md, "Ratings and reviews"): a signed-in visitor's review after a
 * confirmed booking, and the studio's moderation (docs/admin.md, "Reviews"; the
 * /api/admin guard lets staff only through).
 */
export function reviewsRouter(db: Database, now: Clock): Router {
  const service = createReviewService(db, now);
  const router = new Router();

  router.get(apiPaths.reviewEligibility, async (ctx) => {
    const query = parseBody(eligibilityQuerySchema, { ...ctx.query });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await service.eligibility(currentUser(ctx), query.kind, query.itemId);
  });
  router.post(apiPaths.reviews, async (ctx) => {
    const user = currentUser(ctx);
    if (!user) throw new HttpError(401, 'not_authenticated', reviewMessages.notLoggedIn);
    const review = parseBody(visitorReviewSchema, ctx.request.body);
    const { id } = await service.submit(user, review);
    ctx.status = 201;
    ctx.body = { id, status: 'pending', message: reviewMessages.thanks };
  });

  router.get(apiPaths.adminReviews, async (ctx) => {
    ctx.body = await service.list(parseBody(adminReviewListQuerySchema, { ...ctx.query }));
  });
  router.patch(apiPaths.adminReview, async (ctx) => {
    const id = recordIdFromText(ctx.params.id);
    if (id === null) throw new HttpError(404, 'not_found', 'No review with that number');
    const { status } = parseBody(reviewStatusChangeSchema, ctx.request.body);
    ctx.body = await service.setStatus(id, status);
  });
  return router;
}
