import { CABO_TIME_ZONE } from '@cabo/contract';
import { TZDate } from '@date-fns/tz';
import type { Knex } from 'knex';
import type { Logger } from '../logging/logger.ts';
import type { Clock } from '../security/clock.ts';
import type { Outbox } from '../submissions/outbox.ts';
import { queueMorningDigests } from './service.ts';

/** The hour (Cabo time) from which the day's digest goes out. */
export const DIGEST_HOUR = 7;
const CHECK_EVERY_MS = 60_000;

/** The hour of the day in Cabo at an instant (0-23). */
export function caboHourOf(at: Date): number {
  return new TZDate(at, CABO_TIME_ZONE).getHours();
}

/**
 * Runs the morning digest (docs/admin.md, "Morning digest") every minute from 07:00 Cabo time
 * on: the first run of the day queues it; later runs, and every other instance, find the
 * (person, day) keys taken and queue nothing. An instance started after 07:00 still sends the
 * day's digest once. Returns a stop function.
 */
export function startMorningDigest(deps: {
  knex: Knex;
  outbox: Outbox;
  now: Clock;
  logger: Logger;
}): () => void {
  let running = false;
  const tick = async () => {
    const now = deps.now();
    if (running || caboHourOf(now) < DIGEST_HOUR) return;
    running = true;
    try {
      const queued = await queueMorningDigests(deps.knex, deps.outbox, now);
      if (queued > 0) deps.logger.info({ queued }, 'morning digests queued');
    } catch (err) {
      deps.logger.warn({ err }, 'morning digest failed; trying again in a minute');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), CHECK_EVERY_MS);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
