import Router from '@koa/router';
import { apiPaths, calendarDateSchema, type CalendarEvent } from '@cabo/contract';
import { z } from 'zod';
import { createCatalogueCache } from '../cache/catalogue-cache.ts';
import type { Database } from '../db/knex.ts';
import { parseBody } from '../middleware/validation.ts';
import type { Clock } from '../security/clock.ts';
import { listEvents } from './repository.ts';
import { weekStart } from '@cabo/data';

const eventsQuerySchema = z.strictObject({
  /** The first day of the window as the visitor's calendar shows it; default this week's Sunday (UTC). */
  from: calendarDateSchema.optional(),
});

/**
 * GET /api/events. Events are stored as day offsets, so the calendar always shows them in the
 * current 28-day window, whatever day the data was seeded. The answer depends only on the
 * data and the window's first day, so it is kept per first day (a new week is a new key).
 */
export function eventsRouter(db: Database, now: Clock): Router {
  const router = new Router();
  // Not by URL alone: without `from`, the window is this week's, which the clock decides.
  const cache = createCatalogueCache(db, { maxEntries: 100, byUrlOnly: false });
  router.get(apiPaths.events, (ctx) => {
    const { from } = parseBody(eventsQuerySchema, { ...ctx.query });
    const windowStart = from ?? weekStart(now());
    return cache.serve(ctx, `from:${windowStart}`, async (): Promise<CalendarEvent[]> =>
      listEvents(db.knex, windowStart),
    );
  });
  return router;
}
