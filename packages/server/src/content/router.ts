import Router from '@koa/router';
import {
  apiPaths,
  authMessages,
  contentKinds,
  contentListQuerySchema,
  contentTransitionSchema,
  type ContentKind,
} from '@cabo/contract';
import type { Context } from 'koa';
import { currentUser } from '../auth/guards.ts';
import type { Database } from '../db/knex.ts';
import { HttpError } from '../errors.ts';
import { parseBody, recordIdFromText } from '../middleware/validation.ts';
import { contentKindStores } from './kinds.ts';
import { createContentService, editorOf } from './service.ts';

function kindOf(ctx: Context): ContentKind {
  const kind = ctx.params.kind as ContentKind;
  if (!contentKinds.includes(kind)) {
    throw new HttpError(404, 'not_found', `No content kind ${String(ctx.params.kind)}`);
  }
  return kind;
}

/** The `:id` of an item path: an int4 id, or a villa's `villa-{n}`; anything else names none. */
function itemIdOf(ctx: Context, kind: ContentKind): number | string {
  const raw = ctx.params.id;
  const id =
    contentKindStores[kind].ids === 'villa'
      ? /^villa-[1-9]\d{0,8}$/.test(raw ?? '')
        ? raw!
        : null
      : recordIdFromText(raw);
  if (id === null) throw new HttpError(404, 'not_found', `No ${kind} item with that id`);
  return id;
}

function editor(ctx: Context) {
  const user = currentUser(ctx);
  if (!user) throw new HttpError(401, 'not_authenticated', authMessages.notLoggedIn);
  return editorOf(user);
}

/**
 * The content studio's API (docs/admin.md, "Content studio"), behind the /api/admin guard:
 * lists with drafts, create, save with the version edited, publish, unpublish, archive,
 * history and restore, for every catalogue kind.
 */
export function contentRouter(db: Database): Router {
  const service = createContentService(db);
  const router = new Router();
  const versionOf = (ctx: Context) => parseBody(contentTransitionSchema, ctx.request.body).version;

  router.get(apiPaths.adminContentList, async (ctx) => {
    const kind = kindOf(ctx);
    const query = parseBody(contentListQuerySchema, { ...ctx.query });
    ctx.body = await service.list(kind, query);
  });
  router.post(apiPaths.adminContentList, async (ctx) => {
    const kind = kindOf(ctx);
    ctx.status = 201;
    ctx.body = await service.create(kind, ctx.request.body, editor(ctx));
  });
  router.get(apiPaths.adminContentItem, async (ctx) => {
    const kind = kindOf(ctx);
    ctx.body = await service.item(kind, itemIdOf(ctx, kind));
  });
  router.patch(apiPaths.adminContentItem, async (ctx) => {
    const kind = kindOf(ctx);
    ctx.body = await service.save(kind, itemIdOf(ctx, kind), ctx.request.body, editor(ctx));
  });
  router.post(apiPaths.adminContentPublish, async (ctx) => {
    const kind = kindOf(ctx);
    const id = itemIdOf(ctx, kind);
    ctx.body = await service.publish(kind, id, versionOf(ctx), editor(ctx));
  });
  for (const [path, action] of [
    [apiPaths.adminContentUnpublish, 'unpublish'],
    [apiPaths.adminContentArchive, 'archive'],
  ] as const) {
    router.post(path, async (ctx) => {
      const kind = kindOf(ctx);
      const id = itemIdOf(ctx, kind);
      ctx.body = await service.setStatus(kind, id, action, versionOf(ctx), editor(ctx));
    });
  }
  router.get(apiPaths.adminContentHistory, async (ctx) => {
    const kind = kindOf(ctx);
    ctx.body = await service.history(kind, itemIdOf(ctx, kind));
  });
  router.post(apiPaths.adminContentRestore, async (ctx) => {
    const kind = kindOf(ctx);
    const id = itemIdOf(ctx, kind);
    const revision = recordIdFromText(ctx.params.revision);
    if (revision === null) throw new HttpError(404, 'not_found', 'No revision with that number');
    ctx.body = await service.restore(kind, id, revision, versionOf(ctx), editor(ctx));
  });
  return router;
}
