import { caboDate } from '@cabo/contract';
import type Koa from 'koa';
import type { Database } from '../db/knex.ts';
import type { Clock } from '../security/clock.ts';
import { catalogueChanged } from './catalogue-change.ts';

type Handler = ReturnType<Koa['callback']>;

/**
 * Some cached answers hold a figure of Cabo's day (a restaurant's bookings today): the first
 * request after Cabo's midnight drops every cache of this instance, as a catalogue change
 * does, so no page shows yesterday's figure as today's.
 */
export function dropCachesEachCaboDay(db: Database, now: Clock): (handler: Handler) => Handler {
  let day = caboDate(now());
  // Formatting a date in Cabo's zone costs as much as answering a cached page: it is looked
  // at once a second at most, so a new day is seen within a second of midnight.
  let lookedAt = 0;
  return (handler) => (req, res) => {
    const at = now();
    if (at.getTime() - lookedAt >= DAY_CHECK_MS || at.getTime() < lookedAt) {
      lookedAt = at.getTime();
      const today = caboDate(at);
      if (today !== day) {
        day = today;
        catalogueChanged(db);
      }
    }
    return handler(req, res);
  };
}

const DAY_CHECK_MS = 1000;
