import Router from '@koa/router';
import { apiPaths, type Resort } from '@cabo/contract';
import type { Knex } from 'knex';
import { notFound } from '../catalogue/not-found.ts';
import { findResortBySlug, listResorts } from './repository.ts';

export function resortsRouter(knex: Knex): Router {
  const router = new Router();
  router.get(apiPaths.resorts, async (ctx) => {
    const body: Resort[] = await listResorts(knex);
    ctx.body = body;
  });
  router.get(apiPaths.resort, async (ctx) => {
    const resort = await findResortBySlug(knex, ctx.params.slug!);
    if (!resort) throw notFound('Resort Not Found');
    ctx.body = resort;
  });
  return router;
}
