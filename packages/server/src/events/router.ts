import Router from '@koa/router';
import { apiPaths, calendarDateSchema, type CalendarEvent } from '@cabo/contract';
import type { Knex } from 'knex';
import { z } from 'zod';
import { parseBody } from '../middleware/validation.ts';
import type { Clock } from '../security/clock.ts';
import { listEvents } from './repository.ts';
import { weekStart } from './service.ts';

const eventsQuerySchema = z.strictObject({
  /** The first day of the window as the visitor's calendar shows it; default this week's Sunday (UTC). */
  from: calendarDateSchema.optional(),
});

/**
 * GET /api/events. Events are stored as day offsets, so the calendar always shows them in the
 * current 28-day window, whatever day the data was seeded.
 */
export function eventsRouter(knex: Knex, now: Clock): Router {
  const router = new Router();
  router.get(apiPaths.events, async (ctx) => {
    const { from } = parseBody(eventsQuerySchema, { ...ctx.query });
    const body: CalendarEvent[] = await listEvents(knex, from ?? weekStart(now()));
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = body;
  });
  return router;
}
