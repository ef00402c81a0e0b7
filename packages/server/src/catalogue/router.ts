import Router from '@koa/router';
import { catalogueListQuerySchema } from '@cabo/contract';
import type { Knex } from 'knex';
import { createCatalogueCache } from '../cache/catalogue-cache.ts';
import type { Database } from '../db/knex.ts';
import { parseBody, textKeyFromPath } from '../middleware/validation.ts';
import { notFound } from './not-found.ts';

/** One record of a catalogue group, looked up by a parameter of its path. */
export interface CatalogueDetailRoute<Detail, Key> {
  path: string;
  /** The path's parameter; with the parsed value it names the cached answer. */
  param?: 'slug' | 'id';
  /**
   * Turns the parameter into the lookup key, or null when it cannot name a record (a 404
   * without a read). Without it the raw text is the key, unless it holds what no key can.
   */
  parse?: (raw: string) => Key | null;
  load: (knex: Knex, key: Key) => Promise<Detail | undefined>;
}

/**
 * A catalogue group's two GET routes, the list (`?limit=N` keeps its first N items) and one
 * record, both served from the catalogue cache; a record that is not there is a 404 with the
 * group's not-found title.
 */
export function catalogueRouter<Item, Detail, Key extends string | number = string>(
  db: Database,
  routes: {
    list: { path: string; load: (knex: Knex) => Promise<Item[]> };
    detail: CatalogueDetailRoute<Detail, Key>;
    notFound: string;
  },
): Router {
  const { list, detail } = routes;
  const param = detail.param ?? 'slug';
  const router = new Router();
  // A list is its path and limit; a record is its path's parameter, parsed the same way for
  // every visitor. (The fast path replays answers of URLs without a query alone.)
  const cache = createCatalogueCache(db, { byUrlOnly: true });
  router.get(list.path, (ctx) => {
    const { limit } = parseBody(catalogueListQuerySchema, { ...ctx.query });
    if (limit === undefined) return cache.serve(ctx, 'list', () => list.load(db.knex));
    return cache.serve(ctx, `list:${limit}`, async () =>
      (await list.load(db.knex)).slice(0, limit),
    );
  });
  router.get(detail.path, (ctx) => {
    const raw = ctx.params[param]!;
    const key = detail.parse ? detail.parse(raw) : (textKeyFromPath(raw) as Key | null);
    if (key === null) throw notFound(routes.notFound);
    return cache.serve(ctx, `${param}:${key}`, async () => {
      const record = await detail.load(db.knex, key);
      if (!record) throw notFound(routes.notFound);
      return record;
    });
  });
  return router;
}
