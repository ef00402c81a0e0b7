import type Router from '@koa/router';
import { apiPaths } from '@cabo/contract';
import { catalogueRouter } from '../catalogue/router.ts';
import type { Database } from '../db/knex.ts';
import { findVillaBySlug, listVillas } from './repository.ts';

export function villasRouter(db: Database): Router {
  return catalogueRouter(db, {
    list: { path: apiPaths.villas, load: listVillas },
    detail: { path: apiPaths.villa, load: findVillaBySlug },
    notFound: 'Villa Not Found',
  });
}
