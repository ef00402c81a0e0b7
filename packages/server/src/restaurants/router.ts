import type Router from '@koa/router';
import { apiPaths, caboDate } from '@cabo/contract';
import type { Clock } from '../security/clock.ts';
import { catalogueRouter } from '../catalogue/router.ts';
import type { Database } from '../db/knex.ts';
import { recordIdFromText } from '../middleware/validation.ts';
import { findRestaurantById, listRestaurants } from './repository.ts';

/**
 * The answers carry today's bookings: a stored table request drops the caches (bookings
 * router), and so does Cabo's midnight (cache/cabo-day.ts).
 */
export function restaurantsRouter(db: Database, now: Clock): Router {
  return catalogueRouter(db, {
    list: { path: apiPaths.restaurants, load: (knex) => listRestaurants(knex, caboDate(now())) },
    detail: {
      path: apiPaths.restaurant,
      param: 'id',
      parse: recordIdFromText,
      load: (knex, id) => findRestaurantById(knex, id, caboDate(now())),
    },
    notFound: 'Restaurant not found',
  });
}
