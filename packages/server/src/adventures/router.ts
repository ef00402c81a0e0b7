import Router from '@koa/router';
import { apiPaths, type Adventure } from '@cabo/contract';
import type { Knex } from 'knex';
import { notFound } from '../catalogue/not-found.ts';
import { findAdventureBySlug, listAdventures } from './repository.ts';

export function adventuresRouter(knex: Knex): Router {
  const router = new Router();
  router.get(apiPaths.adventures, async (ctx) => {
    const body: Adventure[] = await listAdventures(knex);
    ctx.body = body;
  });
  router.get(apiPaths.adventure, async (ctx) => {
    const adventure = await findAdventureBySlug(knex, ctx.params.slug!);
    if (!adventure) throw notFound('Adventure not found');
    ctx.body = adventure;
  });
  return router;
}
