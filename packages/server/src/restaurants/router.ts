import type Router from '@koa/router';
import { apiPaths } from '@cabo/contract';
import { catalogueRouter } from '../catalogue/router.ts';
import type { Database } from '../db/knex.ts';
import { recordIdFromText } from '../middleware/validation.ts';
import { findRestaurantById, listRestaurants } from './repository.ts';

export function restaurantsRouter(db: Database): Router {
  return catalogueRouter(db, {
    list: { path: apiPaths.restaurants, load: listRestaurants },
    detail: {
      path: apiPaths.restaurant,
      param: 'id',
      parse: recordIdFromText,
      load: findRestaurantById,
    },
    notFound: 'Restaurant not found',
  });
}
