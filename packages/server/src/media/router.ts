import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import {
  apiPaths,
  MEDIA_ID_PATTERN,
  mediaContentTypes,
  mediaListQuerySchema,
  mediaMessages,
  mediaUpdateSchema,
  type MediaFormat,
} from '@cabo/contract';
import type { Context } from 'koa';
import { currentUser } from '../auth/guards.ts';
import { createCatalogueCache } from '../cache/catalogue-cache.ts';
import { changeCatalogue } from '../cache/catalogue-change.ts';
import { publishedItemShowsPicture } from '../content/repository.ts';
import type { Database } from '../db/knex.ts';
import { HttpError } from '../errors.ts';
import type { Logger } from '../logging/logger.ts';
import { RETRY_AFTER_SECONDS } from '../middleware/errors.ts';
import { parseBody } from '../middleware/validation.ts';
import { siteMenu } from '@cabo/data/navigation';
import { sitePictureSet, sitePictureSetNames, type SitePictureSet } from '@cabo/data/site-pictures';
import { artVariantMaker, SITE_ART_PREFIX } from './art.ts';
import { sitePictureMap } from './pictures.ts';
import { sniffImageType } from './detect.ts';
import { probeImage, sharpFormats } from './processing.ts';
import {
  findMedia,
  insertMedia,
  listMedia,
  mediaFromRow,
  originalKey,
  updateMedia,
  variantKey,
} from './repository.ts';
import { isStorageUnavailable, type MediaStorage } from './storage.ts';
import { readUploadedFile } from './upload.ts';
import type { MediaWorker } from './worker.ts';

export interface MediaDeps {
  storage: MediaStorage;
  worker: MediaWorker;
  maxUploadBytes: number;
  /** Image work at once on this instance (the worker's limit; seeded art's variants too). */
  concurrency?: number;
}

/** A picture's variants never change, so browsers and CDNs keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const VARIANT_FILE = /^(\d{1,4})\.(avif|webp|jpg)$/;

function mediaId(ctx: Context): string {
  const id = String(ctx.params.id ?? '').toLowerCase();
  if (!MEDIA_ID_PATTERN.test(id)) throw new HttpError(404, 'not_found', mediaMessages.notFound);
  return id;
}

/** Runs a storage call; its outage is a 503 with Retry-After, like the database's. */
async function fromStorage<T>(ctx: Context, logger: Logger, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (!isStorageUnavailable(err)) throw err;
    logger.warn({ err, path: ctx.path }, 'media storage unavailable: answering 503');
    ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
    throw new HttpError(503, 'unavailable', 'The picture storage is briefly unavailable');
  }
}

/**
 * The media library's API (admins, through the /api/admin guard) and the public variant
 * files (docs/media.md).
 */
export function mediaRouter({
  db,
  media,
  logger,
}: {
  db: Database;
  media: MediaDeps;
  logger: Logger;
}): Router {
  const { knex } = db;
  const { storage, worker, maxUploadBytes } = media;
  const art = artVariantMaker({ knex, storage, concurrency: media.concurrency, logger });
  const toAsset = (row: Parameters<typeof mediaFromRow>[0]) => mediaFromRow(row, storage.publicUrl);
  const router = new Router();
  // The site's pictures are read like the catalogue: from memory until a change (a saved
  // picture of theirs is one, see the PATCH below).
  const sitePictureCache = createCatalogueCache(db, {
    maxEntries: sitePictureSetNames.length + 1,
    byUrlOnly: true,
  });

  router.post(apiPaths.adminMedia, async (ctx) => {
    const file = await readUploadedFile(ctx, maxUploadBytes);
    const type = sniffImageType(file.bytes);
    if (!type) {
      throw new HttpError(415, 'unsupported_media_type', mediaMessages.unsupportedType, {
        file: [mediaMessages.unsupportedType],
      });
    }
    const probe = await probeImage(file.bytes);
    if (!probe || !sharpFormats[type].includes(probe.format)) {
      throw new HttpError(400, 'unreadable_image', mediaMessages.unreadable, {
        file: [mediaMessages.unreadable],
      });
    }
    const id = randomUUID();
    await fromStorage(ctx, logger, () => storage.put(originalKey(id), file.bytes, type));
    let row;
    try {
      row = await insertMedia(knex, {
        id,
        filename: file.filename,
        content_type: type,
        bytes: file.bytes.length,
        width: probe.width,
        height: probe.height,
        uploaded_by: currentUser(ctx)?.id ?? null,
      });
    } catch (err) {
      // No row, no file: the original is removed again (a leftover is only garbage).
      await storage.delete(originalKey(id)).catch((deleteErr: unknown) => {
        logger.warn({ err: deleteErr, mediaId: id }, 'media: orphan original left in storage');
      });
      throw err;
    }
    worker.wake();
    ctx.status = 201;
    ctx.body = toAsset(row);
  });

  router.get(apiPaths.adminMedia, async (ctx) => {
    const { page, pageSize, search } = parseBody(mediaListQuerySchema, { ...ctx.query });
    const { items, total } = await listMedia(knex, search, { page, pageSize });
    ctx.body = { items: items.map(toAsset), total, page, pageSize };
  });

  router.get(apiPaths.adminMediaItem, async (ctx) => {
    const row = await findMedia(knex, mediaId(ctx));
    if (!row) throw new HttpError(404, 'not_found', mediaMessages.notFound);
    ctx.body = toAsset(row);
  });

  router.patch(apiPaths.adminMediaItem, async (ctx) => {
    const id = mediaId(ctx);
    const update = parseBody(mediaUpdateSchema, ctx.request.body);
    const row = await updateMedia(knex, id, update);
    if (!row) throw new HttpError(404, 'not_found', mediaMessages.notFound);
    // Listings' pages show the alt text, caption and focal point: every instance drops
    // its catalogue answers as after a publish (docs/media.md, "On pages").
    // So do the site's own pictures (docs/media.md, "Site pictures").
    if (row.art_key?.startsWith(SITE_ART_PREFIX) || (await publishedItemShowsPicture(knex, id))) {
      await changeCatalogue(db, async () => {});
    }
    ctx.body = toAsset(row);
  });

  router.get(apiPaths.sitePictures, async (ctx) => {
    const set = ctx.params.set as SitePictureSet;
    if (!(sitePictureSetNames as string[]).includes(set)) {
      throw new HttpError(404, 'not_found', 'No such set of site pictures');
    }
    await sitePictureCache.serve(ctx, set, () => sitePictureMap(knex, sitePictureSet(set)));
  });

  // The menu's links with its pictures: every page renders from it (docs/media.md).
  router.get(apiPaths.siteMenu, async (ctx) => {
    await sitePictureCache.serve(ctx, apiPaths.siteMenu, async () =>
      siteMenu(await sitePictureMap(knex, sitePictureSet('menu'))),
    );
  });

  router.get(apiPaths.mediaFile, async (ctx) => {
    const id = mediaId(ctx);
    const match = VARIANT_FILE.exec(String(ctx.params.file ?? ''));
    if (!match) throw new HttpError(404, 'not_found', mediaMessages.notFound);
    const width = Number(match[1]);
    const format = match[2] as MediaFormat;
    const file = await fromStorage(ctx, logger, () => storage.get(variantKey(id, width, format)));
    // Not stored yet: a seeded drawing's variant is made on its first request.
    const made = file ? null : await fromStorage(ctx, logger, () => art.make(id, width, format));
    if (!file && !made) throw new HttpError(404, 'not_found', mediaMessages.notFound);
    ctx.type = mediaContentTypes[format];
    ctx.set('Cache-Control', IMMUTABLE);
    if (file) {
      if (file.size !== null) ctx.length = file.size;
      ctx.body = file.body;
    } else {
      ctx.body = made;
    }
  });

  return router;
}
