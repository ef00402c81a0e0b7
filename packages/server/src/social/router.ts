import Router from '@koa/router';
import {
  SHARE_POINTS,
  apiPaths,
  socialShareRequestSchema,
  type SocialShareResponse,
} from '@cabo/contract';
import type { Knex } from 'knex';
import { currentUser, requireUser } from '../auth/guards.ts';
import { parseBody } from '../middleware/validation.ts';
import { recordShare } from './service.ts';

export function socialRouter(knex: Knex): Router {
  const router = new Router();
  router.post(apiPaths.socialShare, requireUser(), async (ctx) => {
    const share = parseBody(socialShareRequestSchema, ctx.request.body);
    const user = await recordShare(knex, currentUser(ctx)!.id, share);
    ctx.status = 201;
    ctx.body = { pointsAwarded: SHARE_POINTS, user } satisfies SocialShareResponse;
  });
  return router;
}
