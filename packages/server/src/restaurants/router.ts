import Router from '@koa/router';
import { apiPaths, type Restaurant } from '@cabo/contract';
import type { Knex } from 'knex';
import { notFound } from '../catalogue/not-found.ts';
import { findRestaurantById, listRestaurants } from './repository.ts';

export function restaurantsRouter(knex: Knex): Router {
  const router = new Router();
  router.get(apiPaths.restaurants, async (ctx) => {
    const body: Restaurant[] = await listRestaurants(knex);
    ctx.body = body;
  });
  router.get(apiPaths.restaurant, async (ctx) => {
    // Only a plain positive integer is an id; anything else cannot match.
    const raw = ctx.params.id!;
    const id = /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
    const restaurant = id === null ? undefined : await findRestaurantById(knex, id);
    if (!restaurant) throw notFound('Restaurant not found');
    ctx.body = restaurant;
  });
  return router;
}
