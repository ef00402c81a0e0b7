import type Router from '@koa/router';
import { apiPaths } from '@cabo/contract';
import { catalogueRouter } from '../catalogue/router.ts';
import type { Database } from '../db/knex.ts';
import { findAdventureBySlug, listAdventures } from './repository.ts';

export function adventuresRouter(db: Database): Router {
  return catalogueRouter(db, {
    list: { path: apiPaths.adventures, load: listAdventures },
    detail: { path: apiPaths.adventure, load: findAdventureBySlug },
    notFound: 'Adventure not found',
  });
}
