import Router from '@koa/router';
import { adminPaths } from '@cabo/contract';
import type { Knex } from 'knex';
import { requireAdmin } from '../auth/guards.ts';
import { listBookings, listGuideSubmissions, listLeads } from './repository.ts';

/** The dashboard's lists: admins only, never cached (they hold visitors' personal data). */
export function adminRouter(knex: Knex): Router {
  const router = new Router();
  const lists = [
    [adminPaths.leads, listLeads],
    [adminPaths.bookings, listBookings],
    [adminPaths.guideSubmissions, listGuideSubmissions],
  ] as const;
  for (const [path, list] of lists) {
    router.get(path, requireAdmin, async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await list(knex);
    });
  }
  return router;
}
