import { searchIndexOptions, type SearchDocument } from '@cabo/contract';
import MiniSearch from 'minisearch';
import { onCatalogueChange } from '../cache/catalogue-change.ts';
import { cacheableResponse, type CachedResponse } from '../cache/response-cache.ts';
import type { Database } from '../db/knex.ts';
import type { Lifecycle } from '../lifecycle/lifecycle.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import type { Logger } from '../logging/logger.ts';
import { createLogThrottle, errorKey } from '../logging/throttle.ts';
import type { Clock } from '../security/clock.ts';
import { publishedSearchDocuments } from './documents.ts';

/** How long after a catalogue change the index waits for more before it is rebuilt. */
export const SEARCH_REBUILD_DEBOUNCE_MS = 500;

export interface SearchIndex {
  /** The serialized index (MiniSearch's JSON), compressed, with its ETag. */
  current(): Promise<CachedResponse>;
}

/** Builds the index of every published item and site page, serialized for the browser. */
export async function buildSearchIndex(db: Database, now: Date): Promise<CachedResponse> {
  const index = new MiniSearch<SearchDocument>(searchIndexOptions);
  index.addAll(await publishedSearchDocuments(db.knex, now));
  return cacheableResponse(JSON.stringify(index), 'application/json; charset=utf-8');
}

/**
 * The site search's index (docs/catalogue.md, "Site search"): built when the app starts,
 * rebuilt a moment after the catalogue changes (a burst of publishes builds it once). A
 * request that comes before the rebuild does not get the old index: it builds the new one
 * at once (and the pending rebuild is dropped), so a publish is searchable as soon as it
 * is seen.
 */
export function createSearchIndex(
  db: Database,
  {
    now,
    logger,
    lifecycle,
    debounceMs = SEARCH_REBUILD_DEBOUNCE_MS,
  }: {
    now: Clock;
    logger: Logger;
    /** A shutdown waits for a build under way, and starts no rebuild. */
    lifecycle: Lifecycle;
    debounceMs?: number;
  },
): SearchIndex {
  let built: Promise<CachedResponse> | null = null;
  let timer: NodeJS.Timeout | null = null;
  // Bumped by every change: a build that started before it must not be kept after it.
  let generation = 0;
  // A database outage is a warning, once per interval: the next request tries again.
  const throttled = createLogThrottle(logger, 10_000);

  const build = (): Promise<CachedResponse> => {
    if (timer) clearTimeout(timer);
    timer = null;
    const started = generation;
    const pending = lifecycle.track(buildSearchIndex(db, now()));
    built = pending;
    pending.then(
      () => {
        if (generation !== started && built === pending) built = null;
      },
      (err: unknown) => {
        // Not kept: the next request tries again.
        if (built === pending) built = null;
        const unavailable = isDatabaseUnavailable(err);
        throttled(
          unavailable ? 'warn' : 'error',
          `search-index:${errorKey(err)}`,
          { err },
          unavailable
            ? 'search index not built: database unavailable'
            : 'search index build failed',
        );
      },
    );
    return pending;
  };

  onCatalogueChange(db, () => {
    generation++;
    built = null;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      if (!built && !lifecycle.draining) void build().catch(() => undefined);
    }, debounceMs);
    // A pending rebuild never keeps the process alive on its own.
    timer.unref();
  });

  void build().catch(() => undefined);

  return { current: () => built ?? build() };
}
