import Router from '@koa/router';
import { apiPaths } from '@cabo/contract';
import { CATALOGUE_CACHE_CONTROL } from '../cache/catalogue-cache.ts';
import { sendCached } from '../cache/response-cache.ts';
import type { SearchIndex } from './search-index.ts';

/**
 * GET /api/search-index: the site search's serialized index, compressed once per build, with
 * its ETag; browsers revalidate it (a 304 until the catalogue changes). The same for every
 * visitor, so the fast path may replay it (docs/architecture.md, "The read path").
 */
export function searchRouter(index: SearchIndex): Router {
  const router = new Router();
  router.get(apiPaths.searchIndex, async (ctx) => {
    sendCached(ctx, await index.current(), {
      cacheControl: CATALOGUE_CACHE_CONTROL,
      shareable: true,
    });
  });
  return router;
}
