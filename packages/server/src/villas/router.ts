import Router from '@koa/router';
import { apiPaths, type VillaRecord } from '@cabo/contract';
import type { Knex } from 'knex';
import { notFound } from '../catalogue/not-found.ts';
import { findVillaBySlug, listVillas } from './repository.ts';

export function villasRouter(knex: Knex): Router {
  const router = new Router();
  router.get(apiPaths.villas, async (ctx) => {
    const body: VillaRecord[] = await listVillas(knex);
    ctx.body = body;
  });
  router.get(apiPaths.villa, async (ctx) => {
    const villa = await findVillaBySlug(knex, ctx.params.slug!);
    if (!villa) throw notFound('Villa Not Found');
    ctx.body = villa;
  });
  return router;
}
