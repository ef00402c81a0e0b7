import Router from '@koa/router';
import { apiPaths } from '@cabo/contract';
import { createCatalogueCache } from '../cache/catalogue-cache.ts';
import type { Database } from '../db/knex.ts';
import { listPublishedListings } from './repository.ts';

/**
 * GET /api/real-estate/listings (docs/catalogue.md, "Real estate"): kept in memory like the
 * other catalogue lists until the catalogue changes (a publish on any instance).
 */
export function realEstateRouter(db: Database): Router {
  const router = new Router();
  const cache = createCatalogueCache(db, { maxEntries: 1, byUrlOnly: true });
  router.get(apiPaths.realEstateListings, (ctx) =>
    cache.serve(ctx, 'list', () => listPublishedListings(db.knex)),
  );
  return router;
}
