import type Router from '@koa/router';
import { apiPaths } from '@cabo/contract';
import { catalogueRouter } from '../catalogue/router.ts';
import type { Database } from '../db/knex.ts';
import { findRestaurantById, listRestaurants } from './repository.ts';

// Only a plain positive integer is an id; anything else cannot match.
const parseRestaurantId = (raw: string) => (/^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null);

export function restaurantsRouter(db: Database): Router {
  return catalogueRouter(db, {
    list: { path: apiPaths.restaurants, load: listRestaurants },
    detail: {
      path: apiPaths.restaurant,
      param: 'id',
      parse: parseRestaurantId,
      load: findRestaurantById,
    },
    notFound: 'Restaurant not found',
  });
}
