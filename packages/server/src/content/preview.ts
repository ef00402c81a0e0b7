import { randomBytes } from 'node:crypto';
import { apiPaths, type ContentKind } from '@cabo/contract';
import type Koa from 'koa';
import type { Database } from '../db/knex.ts';
import { recordIdFromText } from '../middleware/validation.ts';
import { contentKindStores } from './kinds.ts';
import { findItem, findItemByWorkingSlug, listPreviewItems, workingContent } from './repository.ts';

/**
 * The header the page renderer sends with its in-process API requests while a signed-in
 * editor previews a page. Its value is a secret of the process (previewSecret), never sent
 * to a browser, so no request from outside can ask for a draft.
 */
export const PREVIEW_HEADER = 'x-cabo-preview';

/** A new secret per app: the renderer and the preview answers share it in memory only. */
export function previewSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** The public record paths a page reads an item from, and how the path names the item. */
const recordPaths: { kind: ContentKind; path: RegExp; by: 'slug' | 'id' }[] = [
  { kind: 'resorts', path: /^\/api\/resorts\/([^/]+)$/, by: 'slug' },
  { kind: 'villas', path: /^\/api\/villas\/([^/]+)$/, by: 'slug' },
  { kind: 'adventures', path: /^\/api\/adventures\/([^/]+)$/, by: 'slug' },
  { kind: 'posts', path: /^\/api\/blog\/([^/]+)$/, by: 'slug' },
  { kind: 'restaurants', path: /^\/api\/restaurants\/([^/]+)$/, by: 'id' },
];

/** Public lists a page shows whole; a preview shows every item not archived, drafts applied. */
const listPaths: { kind: ContentKind; path: string }[] = [
  { kind: 'listings', path: apiPaths.realEstateListings },
];

/**
 * Answers the renderer's preview requests for one item with its working content (the draft,
 * whatever the status), or for a list with its items', in the public record's shape; never
 * cached. Everything else, and
 * any request without the secret, goes on to the public routes.
 */
export function previewApi(db: Database, secret: string): Koa.Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' || ctx.get(PREVIEW_HEADER) !== secret) return next();
    const list = listPaths.find((l) => l.path === ctx.path);
    if (list) {
      const store = contentKindStores[list.kind];
      const rows = await listPreviewItems(db.knex, store);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = rows.map((row) => ({
        ...store.recordFromRow(row),
        ...workingContent(store, row),
      }));
      return;
    }
    const route = recordPaths.find((r) => r.path.test(ctx.path));
    if (!route) return next();
    const store = contentKindStores[route.kind];
    const key = decodeURIComponent(route.path.exec(ctx.path)![1]!);
    const id = route.by === 'id' ? recordIdFromText(key) : null;
    const row =
      route.by === 'id'
        ? id === null
          ? undefined
          : await findItem(db.knex, store, id)
        : await findItemByWorkingSlug(db.knex, store, key);
    if (!row) return next();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { ...store.recordFromRow(row), ...workingContent(store, row) };
  };
}
