import Router from '@koa/router';
import { apiPaths, type HealthResponse } from '@cabo/contract';
import type { Database } from '../db/knex.ts';

export function healthRouter(db: Database): Router {
  const router = new Router();
  router.get(apiPaths.health, async (ctx) => {
    // A real round trip, so a dead database shows here.
    await db.knex.raw('select 1');
    const body: HealthResponse = { ok: true, db: db.kind };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });
  return router;
}
