import type Koa from 'koa';
import type { Database } from '../db/knex.ts';
import { onCatalogueChange } from './catalogue-change.ts';
import {
  cacheableResponse,
  createResponseCache,
  sendCached,
  type CachedResponse,
} from './response-cache.ts';

/** Browsers and proxies may keep a catalogue answer but ask again (a 304 when unchanged). */
export const CATALOGUE_CACHE_CONTROL = 'no-cache';

export interface CatalogueCache {
  /**
   * Sends the answer kept under `key`, or builds it from `load` (its value is the JSON body)
   * and keeps it until the catalogue changes. An error thrown by `load` (a 404) is not kept.
   */
  serve(ctx: Koa.Context, key: string, load: () => Promise<unknown>): Promise<void>;
  /** As `serve`, for an answer that is not JSON (the sitemap, robots.txt). */
  serveResponse(ctx: Koa.Context, key: string, build: () => Promise<CachedResponse>): Promise<void>;
}

export interface CatalogueCacheOptions {
  /** Bounded, so odd keys cannot grow memory. */
  maxEntries?: number;
  /**
   * Every answer depends on the request's path alone (not on its query, the clock or the
   * visitor), so the fast path may replay it to visitors without a session (fast-path.ts).
   */
  byUrlOnly: boolean;
}

/**
 * Catalogue answers served from memory: serialized and compressed once, dropped when `db`'s
 * catalogue changes.
 */
export function createCatalogueCache(
  db: Database,
  { maxEntries = 500, byUrlOnly }: CatalogueCacheOptions,
): CatalogueCache {
  const cache = createResponseCache(maxEntries);
  // Loads in progress, so a burst of requests after a change reads the database once.
  const loading = new Map<string, Promise<CachedResponse>>();
  // Bumped by every change: a load that started before it must not be kept after it.
  let generation = 0;
  onCatalogueChange(db, () => {
    generation++;
    cache.clear();
    loading.clear();
  });

  const load = (key: string, build: () => Promise<CachedResponse>): Promise<CachedResponse> => {
    const started = generation;
    const pending = build()
      .then((res) => {
        if (generation === started) cache.set(key, res);
        return res;
      })
      .finally(() => {
        if (loading.get(key) === pending) loading.delete(key);
      });
    loading.set(key, pending);
    return pending;
  };

  const serveResponse: CatalogueCache['serveResponse'] = async (ctx, key, build) => {
    const res = cache.get(key) ?? (await (loading.get(key) ?? load(key, build)));
    sendCached(ctx, res, { cacheControl: CATALOGUE_CACHE_CONTROL, shareable: byUrlOnly });
  };
  return {
    serveResponse,
    serve: (ctx, key, loadValue) =>
      serveResponse(ctx, key, async () =>
        cacheableResponse(JSON.stringify(await loadValue()), 'application/json; charset=utf-8'),
      ),
  };
}
