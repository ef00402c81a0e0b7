import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  apiPath,
  apiPaths,
  contentItemSchema,
  mediaAssetSchema,
  mediaContentTypes,
  mediaFormats,
  mediaVariantPath,
  villaDetailSchema,
  villaRecordSchema,
  type MediaAsset,
} from '@cabo/contract';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSeeds } from '../src/db/seeds/index.ts';
import { patchJson, signedInAdmin } from './support/admin.ts';
import { useTestApp } from './support/app.ts';
import { apiError, type CookieClient } from './support/client.ts';

// The real site build, for the page's HTML (`pnpm run build` runs before the suite).
const siteDist = path.resolve(fileURLToPath(import.meta.url), '../../../site/dist');
const app = useTestApp({ siteDist, media: { worker: true } });

beforeEach(async () => {
  await runSeeds(app.db);
});

const VILLA = 'villa-1';
const itemPath = apiPath(apiPaths.adminContentItem, { kind: 'villas', id: VILLA });
const publishPath = apiPath(apiPaths.adminContentPublish, { kind: 'villas', id: VILLA });

async function photo(): Promise<Buffer> {
  return sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 40, g: 120, b: 160 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function upload(admin: CookieClient): Promise<MediaAsset> {
  const body = new FormData();
  body.set('file', new Blob([new Uint8Array(await photo())], { type: 'image/jpeg' }), 'sea.jpg');
  const res = await admin.post(apiPaths.adminMedia, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return mediaAssetSchema.parse(await res.json());
}

async function describeAs(admin: CookieClient, id: string, alt: string): Promise<MediaAsset> {
  const res = await patchJson(admin, apiPath(apiPaths.adminMediaItem, { id }), { alt });
  expect(res.status).toBe(200);
  return mediaAssetSchema.parse(await res.json());
}

async function villaItem(admin: CookieClient) {
  const res = await admin.get(itemPath);
  expect(res.status).toBe(200);
  return contentItemSchema.parse(await res.json());
}

async function saveGallery(admin: CookieClient, galleryIds: string[]) {
  const { version } = await villaItem(admin);
  return patchJson(admin, itemPath, { version, galleryIds });
}

async function publish(admin: CookieClient) {
  const { version } = await villaItem(admin);
  return admin.post(publishPath, { version });
}

async function slugOf(admin: CookieClient) {
  return String((await villaItem(admin)).content.slug);
}

describe("a listing's pictures", () => {
  it('reach the villa record, its page (picture, sources, preload) and, as the cover only, the list', async () => {
    const admin = await signedInAdmin(app);
    const first = await upload(admin);
    const second = await upload(admin);
    await app.media.worker.idle();
    await describeAs(admin, first.id, 'Infinity pool over the Sea of Cortez');
    await describeAs(admin, second.id, 'The master bedroom at dusk');

    expect((await saveGallery(admin, [first.id, second.id])).status).toBe(200);
    // A saved draft is not what visitors see.
    const slug = await slugOf(admin);
    const before = villaDetailSchema.parse(
      await (await fetch(`${app.url}/api/villas/${slug}`)).json(),
    );
    // The seeded villa shows its drawings (docs/media.md, "Seeded art") until then.
    const drawn = before.pictures!.map((p) => p.id);
    expect(drawn).toHaveLength(6);
    expect(drawn).not.toContain(first.id);

    expect((await publish(admin)).status).toBe(200);
    const detail = villaDetailSchema.parse(
      await (await fetch(`${app.url}/api/villas/${slug}`)).json(),
    );
    expect(detail.pictures?.map((p) => p.id)).toEqual([first.id, second.id]);
    const cover = detail.pictures![0]!;
    expect(cover).toMatchObject({ alt: 'Infinity pool over the Sea of Cortez', width: 1200 });
    expect(cover.widths).toEqual([480, 960]);
    for (const format of mediaFormats) {
      const res = await fetch(`${app.url}${mediaVariantPath(cover.id, 960, format)}`);
      expect(res.status, format).toBe(200);
      expect(res.headers.get('content-type')).toBe(mediaContentTypes[format]);
    }
    // Nothing staff-only reaches visitors.
    expect(Object.keys(cover)).not.toContain('filename');

    const list = villaRecordSchema
      .array()
      .parse(await (await fetch(`${app.url}${apiPaths.villas}`)).json());
    const listed = list.find((v) => v.id === VILLA)!;
    expect(listed.pictures?.map((p) => p.id)).toEqual([first.id]);
    // Every other villa keeps its own drawn cover.
    const others = list.filter((v) => v.id !== VILLA).map((v) => v.pictures?.[0]?.id);
    expect(others.every((id) => id && id !== first.id && !drawn.includes(id))).toBe(true);

    const html = await (await fetch(`${app.url}/villas/${slug}`)).text();
    // The cover's <picture> (the menu's thumbnails come before it: docs/media.md).
    const picture =
      [...html.matchAll(/<picture[^>]*>([\s\S]*?)<\/picture>/g)]
        .map((m) => m[1]!)
        .find((p) => p.includes(`/media/${cover.id}/`)) ?? '';
    expect(picture).toMatch(
      new RegExp(`<source type="image/avif" srcSet="[^"]*/media/${cover.id}/480\\.avif 480w`),
    );
    expect(picture).toMatch(
      new RegExp(`<source type="image/webp" srcSet="[^"]*/media/${cover.id}/960\\.webp 960w`),
    );
    expect(picture).toContain('alt="Infinity pool over the Sea of Cortez"');
    expect(picture).toContain('fetchPriority="high"');
    // One preload: the AVIF srcset the <picture> takes, never a plain JPEG besides it.
    const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toContain(`imagesrcset="/media/${cover.id}/480.avif 480w`);
    expect(preloads[0]).toContain('type="image/avif"');
    expect(preloads[0]).toContain('imagesizes="');
  });

  it('refuses ids that name no usable picture, word for word, and stores nothing', async () => {
    const admin = await signedInAdmin(app);
    const waiting = await upload(admin);
    await app.media.worker.idle();
    // Back to processing, leased, so no worker takes it while the test looks.
    await app.db
      .knex('media_assets')
      .where({ id: waiting.id })
      .update({
        status: 'processing',
        alt: null,
        lease_until: app.db.knex.raw("now() + interval '1 hour'"),
      });
    const missing = '00000000-0000-4000-8000-000000000000';
    const before = await villaItem(admin);

    const res = await saveGallery(admin, [missing, waiting.id]);
    expect(res.status).toBe(400);
    expect(await apiError(res)).toMatchObject({
      code: 'validation_failed',
      message: 'No picture has this id',
      errors: {
        'galleryIds.0': ['No picture has this id'],
        'galleryIds.1': ['This picture is still processing'],
      },
    });

    await app.db.knex('media_assets').where({ id: waiting.id }).update({ status: 'ready' });
    const undescribed = await saveGallery(admin, [waiting.id]);
    expect(undescribed.status).toBe(400);
    expect((await apiError(undescribed)).errors).toEqual({
      'galleryIds.0': ['Add alt text to this picture before using it'],
    });
    const after = await villaItem(admin);
    expect(after.version).toBe(before.version);
    expect(after.hasDraft).toBe(false);
  });

  it('is checked again at publishing, and a changed alt text reaches the page at once', async () => {
    const admin = await signedInAdmin(app);
    const asset = await upload(admin);
    await app.media.worker.idle();
    await describeAs(admin, asset.id, 'Sunset over the arch');
    expect((await saveGallery(admin, [asset.id])).status).toBe(200);
    // The picture fails after the draft was saved (another instance marked it).
    await app.db.knex('media_assets').where({ id: asset.id }).update({ status: 'failed' });
    const refused = await publish(admin);
    expect(refused.status).toBe(400);
    expect((await apiError(refused)).errors).toEqual({
      'galleryIds.0': ['This picture could not be read; upload it again'],
    });

    await app.db.knex('media_assets').where({ id: asset.id }).update({ status: 'ready' });
    expect((await publish(admin)).status).toBe(200);
    const slug = await slugOf(admin);
    const url = `${app.url}/api/villas/${slug}`;
    expect(villaDetailSchema.parse(await (await fetch(url)).json()).pictures?.[0]?.alt).toBe(
      'Sunset over the arch',
    );
    await describeAs(admin, asset.id, 'The arch at sunset, from the water');
    expect(villaDetailSchema.parse(await (await fetch(url)).json()).pictures?.[0]?.alt).toBe(
      'The arch at sunset, from the water',
    );
  });
});
