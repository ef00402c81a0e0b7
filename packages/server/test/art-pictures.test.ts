import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPath, apiPaths, mediaVariantPath, type PublicPicture } from '@cabo/contract';
import { villaSlug } from '@cabo/data';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSeeds } from '../src/db/seeds/index.ts';
import { folderStorage, type MediaStorage } from '../src/media/storage.ts';
import { useTestApp } from './support/app.ts';

// Seeded art through the media pipeline (docs/media.md, "Seeded art"): every seeded listing
// shows its own drawings as media pictures, whose variants are made on first request.

/** The folder storage, counting what is written under each key. */
const writes = new Map<string, number>();
const folder = folderStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'cabo-art-')));
const storage: MediaStorage = {
  ...folder,
  async put(key, body, contentType) {
    writes.set(key, (writes.get(key) ?? 0) + 1);
    await folder.put(key, body, contentType);
  },
};

const app = useTestApp({ media: { storage } });

beforeEach(async () => {
  await runSeeds(app.db);
});

type Listed = { id: number | string; name?: string; pictures?: PublicPicture[] };

async function getJson(url: string): Promise<unknown> {
  const res = await fetch(`${app.url}${url}`);
  expect(res.status, url).toBe(200);
  return res.json();
}

/** A list answer's items, whether a bare array or a page of them. */
async function listed(url: string): Promise<Listed[]> {
  const body = await getJson(url);
  if (Array.isArray(body)) return body as Listed[];
  const items = Object.values(body as object).find(Array.isArray);
  expect(items, url).toBeDefined();
  return items as Listed[];
}

/** The hash of the bytes served for a picture's smallest JPEG (the cheapest to make). */
async function servedHash(picture: PublicPicture): Promise<string> {
  const url = mediaVariantPath(picture.id, picture.widths[0]!, 'jpg');
  const res = await fetch(`${app.url}${url}`);
  expect(res.status, url).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/jpeg');
  return createHash('sha256')
    .update(Buffer.from(await res.arrayBuffer()))
    .digest('hex');
}

describe('seeded art', () => {
  it('gives every listing of every kind its own cover, by the bytes served', async () => {
    const kinds = [
      apiPaths.villas,
      apiPaths.resorts,
      apiPaths.adventures,
      apiPaths.restaurants,
      apiPaths.blog,
      apiPaths.realEstateListings,
    ];
    for (const url of kinds) {
      const items = await listed(url);
      expect(items.length, url).toBeGreaterThan(0);
      const covers: string[] = [];
      for (const item of items) {
        const cover = item.pictures?.[0];
        expect(cover, `${url} ${item.id}`).toBeDefined();
        expect(cover!.alt).not.toBe('');
        expect(cover!.placeholder).toMatch(/^data:image\/webp;base64,/);
        covers.push(await servedHash(cover!));
      }
      expect(new Set(covers).size, url).toBe(items.length);
    }
  });

  it('gives each villa six or more distinct pictures on its page', async () => {
    const villas = await listed(apiPaths.villas);
    for (const villa of villas) {
      const slug = villaSlug(villa.name!);
      const detail = (await getJson(apiPath(apiPaths.villa, { slug }))) as Listed;
      const pictures = detail.pictures ?? [];
      expect(pictures.length, slug).toBeGreaterThanOrEqual(6);
      const hashes = new Set<string>();
      for (const picture of pictures) hashes.add(await servedHash(picture));
      expect(hashes.size, slug).toBeGreaterThanOrEqual(6);
    }
  });

  it('serves a variant as an upload’s (immutable, typed), 404 for what no drawing has', async () => {
    const [resort] = await listed(apiPaths.resorts);
    const cover = resort!.pictures![0]!;
    const res = await fetch(`${app.url}${mediaVariantPath(cover.id, cover.widths[0]!, 'avif')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/avif');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length') ?? bytes.length)).toBe(bytes.length);
    // The ISO-BMFF box of an AVIF file.
    expect(bytes.subarray(4, 12).toString('latin1')).toBe('ftypavif');

    for (const unknown of [
      `/media/${cover.id}/2400.jpg`,
      `/media/${cover.id}/123.webp`,
      '/media/00000000-0000-4000-8000-000000000000/480.jpg',
    ]) {
      const missing = await fetch(`${app.url}${unknown}`);
      expect(missing.status, unknown).toBe(404);
      expect(missing.headers.get('cache-control') ?? '').not.toContain('immutable');
    }
  });

  it('makes a variant once for concurrent first requests, then serves the stored file', async () => {
    const [post] = await listed(apiPaths.blog);
    const cover = post!.pictures![0]!;
    const webp = { url: mediaVariantPath(cover.id, 960, 'webp') };
    const key = webp.url.slice(1);
    expect(writes.get(key)).toBeUndefined();

    const answers = await Promise.all(
      Array.from({ length: 6 }, () => fetch(`${app.url}${webp.url}`)),
    );
    const bodies = await Promise.all(
      answers.map(async (res) => {
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/webp');
        return Buffer.from(await res.arrayBuffer()).toString('base64');
      }),
    );
    expect(new Set(bodies).size).toBe(1);
    expect(writes.get(key)).toBe(1);

    const again = await fetch(`${app.url}${webp.url}`);
    expect(Buffer.from(await again.arrayBuffer()).toString('base64')).toBe(bodies[0]);
    expect(writes.get(key)).toBe(1);
  });

  it('seeds again without a second row or a changed gallery', async () => {
    const before = await app.db.knex('media_assets').count<{ count: string }[]>('* as count');
    const galleries = await app.db.knex('villas').orderBy('id').pluck('gallery_ids');
    await runSeeds(app.db);
    const after = await app.db.knex('media_assets').count<{ count: string }[]>('* as count');
    expect(Number(after[0]!.count)).toBe(Number(before[0]!.count));
    expect(await app.db.knex('villas').orderBy('id').pluck('gallery_ids')).toEqual(galleries);
  });
});
