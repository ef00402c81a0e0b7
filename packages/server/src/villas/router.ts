import type Router from '@koa/router';
import { apiPaths, caboDate } from '@cabo/contract';
import { catalogueRouter } from '../catalogue/router.ts';
import type { Database } from '../db/knex.ts';
import type { Clock } from '../security/clock.ts';
import { listVillaAvailability } from './availability.ts';
import { findVillaBySlug, listVillas } from './repository.ts';

export function villasRouter(db: Database, now: Clock): Router {
  const router = catalogueRouter(db, {
    list: { path: apiPaths.villas, load: listVillas },
    detail: { path: apiPaths.villa, load: findVillaBySlug },
    notFound: 'Villa Not Found',
  });
  // Not from the catalogue cache: an admin confirming a booking changes it.
  router.get(apiPaths.villaAvailability, async (ctx) => {
    const today = caboDate(now());
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await listVillaAvailability(db.knex, today);
  });
  return router;
}
