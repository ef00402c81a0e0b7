import type Router from '@koa/router';
import { apiPaths } from '@cabo/contract';
import { catalogueRouter } from '../catalogue/router.ts';
import type { Database } from '../db/knex.ts';
import { findResortBySlug, listResorts } from './repository.ts';

export function resortsRouter(db: Database): Router {
  return catalogueRouter(db, {
    list: { path: apiPaths.resorts, load: listResorts },
    detail: { path: apiPaths.resort, load: findResortBySlug },
    notFound: 'Resort Not Found',
  });
}
