import Router from '@koa/router';
import { brand } from '@cabo/data';
import { createCatalogueCache } from '../cache/catalogue-cache.ts';
import { cacheableResponse } from '../cache/response-cache.ts';
import type { Database } from '../db/knex.ts';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap.ts';

/**
 * GET /sitemap.xml (from the database) and GET /robots.txt, kept in memory like catalogue
 * answers. Mounted before the site's page fallback, which would answer them with a page.
 * URLs are absolute on PUBLIC_BASE_URL (the data package's base URL when it is not set).
 */
export function seoRouter(db: Database, publicBaseUrl = brand.publicBaseUrl): Router {
  const router = new Router();
  const cache = createCatalogueCache(db, { maxEntries: 2, byUrlOnly: true });
  router.get('/sitemap.xml', (ctx) =>
    cache.serveResponse(ctx, 'sitemap', async () =>
      cacheableResponse(
        sitemapXml(publicBaseUrl, await sitemapEntries(db.knex)),
        'application/xml; charset=utf-8',
      ),
    ),
  );
  router.get('/robots.txt', (ctx) =>
    cache.serveResponse(ctx, 'robots', async () =>
      cacheableResponse(robotsTxt(publicBaseUrl), 'text/plain; charset=utf-8'),
    ),
  );
  return router;
}
