import type { ContentKind } from '@cabo/contract';
import type Koa from 'koa';
import { onCatalogueChange } from '../cache/catalogue-change.ts';
import type { Database } from '../db/knex.ts';
import { publishedSlugRedirects } from './repository.ts';

/** The kinds whose pages (and API records) are found by slug, under these path prefixes. */
const prefixes: { kind: ContentKind; page: string; api: string }[] = [
  { kind: 'resorts', page: '/resorts/', api: '/api/resorts/' },
  { kind: 'villas', page: '/villas/', api: '/api/villas/' },
  { kind: 'adventures', page: '/adventures/', api: '/api/adventures/' },
  { kind: 'posts', page: '/blog/', api: '/api/blog/' },
];

const DETAIL_PATH = /^\/(?:api\/)?(?:resorts|villas|adventures|blog)\/[^/]+$/;

/**
 * A published item's old slugs answer 301 to its page (or API record) under the slug it has
 * now, on every instance: the table is read once per catalogue change and kept in memory.
 * When the table cannot be read (the database is away) requests go on as if there were no
 * redirect, so pages kept in memory are still served.
 */
export function slugRedirects(db: Database): Koa.Middleware {
  let loaded: Promise<Map<string, string>> | null = null;
  onCatalogueChange(db, () => {
    loaded = null;
  });
  const load = () => {
    const pending = Promise.all(
      prefixes.map(async ({ kind, page, api }) =>
        (await publishedSlugRedirects(db.knex, kind)).flatMap(({ oldSlug, slug }) => [
          [`${page}${oldSlug}`, `${page}${encodeURIComponent(slug)}`] as const,
          [`${api}${oldSlug}`, `${api}${encodeURIComponent(slug)}`] as const,
        ]),
      ),
    ).then((pairs) => new Map(pairs.flat()));
    pending.catch(() => {
      if (loaded === pending) loaded = null;
    });
    loaded = pending;
    return pending;
  };

  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !DETAIL_PATH.test(ctx.path)) {
      return next();
    }
    const redirects = await (loaded ?? load()).catch(() => null);
    const target = redirects?.get(ctx.path);
    if (!target) return next();
    ctx.status = 301;
    ctx.redirect(ctx.querystring ? `${target}?${ctx.querystring}` : target);
  };
}
