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
  return (handler) => (req, res) => {
    const today = caboDate(now());
    if (today !== day) {
      day = today;
      catalogueChanged(db);
    }
    return handler(req, res);
  };
}
