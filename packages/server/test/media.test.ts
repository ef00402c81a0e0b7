import fs from 'node:fs';
import path from 'node:path';
import {
  apiPaths,
  apiPath,
  mediaAssetSchema,
  mediaMessages,
  mediaPageSchema,
  type MediaAsset,
} from '@cabo/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { startMediaWorker } from '../src/media/worker.ts';
import { patchJson, signedInAdmin, signedInVisitor } from './support/admin.ts';
import { useTestApp } from './support/app.ts';
import { apiError, CookieClient } from './support/client.ts';

const LIMIT = 2 * 1024 * 1024;
const app = useTestApp({ media: { worker: true, maxUploadBytes: LIMIT } });

/** A photo as a phone writes it: GPS and camera EXIF, stored sideways (orientation 6). */
async function phonePhoto(width = 1000, height = 700): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 111, b: 120 } },
  })
    .composite([
      {
        input: await sharp({
          create: { width: 200, height: 100, channels: 3, background: { r: 178, g: 80, b: 42 } },
        })
          .png()
          .toBuffer(),
        top: 20,
        left: 20,
      },
    ])
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Phone 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '22/1 53/1 4/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '109/1 54/1 58/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** Whether EXIF holds a GPSInfo pointer (tag 0x8825, in either byte order). */
const hasGpsPointer = (exif: Buffer) =>
  exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));

function form(bytes: Buffer, filename: string, type = 'image/jpeg'): FormData {
  const body = new FormData();
  body.set('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  return body;
}

async function upload(client: CookieClient, bytes: Buffer, filename: string): Promise<MediaAsset> {
  const res = await client.post(apiPaths.adminMedia, form(bytes, filename));
  expect(res.status, await res.clone().text()).toBe(201);
  return mediaAssetSchema.parse(await res.json());
}

async function get(client: CookieClient, id: string): Promise<MediaAsset> {
  const res = await client.get(apiPath(apiPaths.adminMediaItem, { id }));
  expect(res.status).toBe(200);
  return mediaAssetSchema.parse(await res.json());
}

/** Every file the folder storage holds, relative to it. */
function storedFiles(): string[] {
  const dir = app.media.dir!;
  return fs.existsSync(dir)
    ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) =>
        fs.statSync(path.join(dir, f)).isFile(),
      )
    : [];
}

describe('POST /api/admin/media', () => {
  it('stores a photo, answers 201 processing, and the worker makes clean upright variants', async () => {
    const admin = await signedInAdmin(app);
    const photo = await phonePhoto();
    // The test photo itself carries what must not leave the server.
    const source = await sharp(photo).metadata();
    expect(hasGpsPointer(source.exif!)).toBe(true);
    expect(source.orientation).toBe(6);

    const created = await upload(admin, photo, 'IMG_0042.jpg');
    expect(created).toMatchObject({
      filename: 'IMG_0042.jpg',
      contentType: 'image/jpeg',
      status: 'processing',
      // Upright: the sideways 1000x700 is a 700x1000 portrait.
      width: 700,
      height: 1000,
      variants: [],
      altMissing: true,
      usable: false,
    });
    expect(created.url).toBe(`/media/${created.id}/480.jpg`);

    await app.media.worker.idle();
    const ready = await get(admin, created.id);
    expect(ready.status).toBe('ready');
    expect(ready.placeholder).toMatch(/^data:image\/webp;base64,/);
    // 700 wide: only the 480 width fits under it, in three formats.
    expect(ready.variants.map((v) => `${v.width}x${v.height}.${v.format}`)).toEqual([
      '480x686.avif',
      '480x686.webp',
      '480x686.jpg',
    ]);
    expect(ready.url).toBe(`/media/${created.id}/480.jpg`);

    const anonymous = new CookieClient(app.url);
    for (const variant of ready.variants) {
      const res = await anonymous.get(variant.url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(
        { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' }[variant.format],
      );
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await res.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect([meta.width, meta.height]).toEqual([480, 686]);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      // No trace of the camera in the file's bytes either.
      expect(bytes.includes(Buffer.from('PhoneCo'))).toBe(false);
    }
    // The original (with its GPS) is kept, but under no public path.
    expect(storedFiles()).toContain(path.join('originals', created.id));
    expect((await anonymous.get(`/media/${created.id}/original`)).status).toBe(404);
    expect(app.loggedErrors).toEqual([]);
  });

  it('makes every standard width up to the original and a smaller picture at its own width', async () => {
    const admin = await signedInAdmin(app);
    const wide = await sharp({
      create: { width: 1700, height: 400, channels: 3, background: '#F3D9C8' },
    })
      .png()
      .toBuffer();
    // Transparent: its JPEG fallback gets white behind it.
    const small = await sharp({
      create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .webp()
      .toBuffer();
    const avif = await sharp({
      create: { width: 500, height: 500, channels: 3, background: '#2F4F4F' },
    })
      .avif()
      .toBuffer();
    const a = await upload(admin, wide, 'banner.png');
    const b = await upload(admin, small, 'icon.webp');
    const c = await upload(admin, avif, 'square.avif');
    expect(c).toMatchObject({ contentType: 'image/avif', width: 500, height: 500 });
    await app.media.worker.idle();
    expect((await get(admin, c.id)).variants.map((v) => v.width)).toEqual([480, 480, 480]);
    expect([...new Set((await get(admin, a.id)).variants.map((v) => v.width))]).toEqual([
      480, 960, 1600,
    ]);
    expect((await get(admin, b.id)).variants.map((v) => v.width)).toEqual([300, 300, 300]);
    const icon = await get(admin, b.id);
    expect(icon.contentType).toBe('image/webp');
    const jpeg = await new CookieClient(app.url).get(
      icon.variants.find((v) => v.format === 'jpg')!.url,
    );
    const { channels } = await sharp(Buffer.from(await jpeg.arrayBuffer())).stats();
    expect(channels.map((c) => Math.round(c.mean))).toEqual([255, 255, 255]);
  });

  it('refuses a text file named .jpg by its bytes, and stores nothing', async () => {
    const admin = await signedInAdmin(app);
    const res = await admin.post(
      apiPaths.adminMedia,
      form(Buffer.from('Not a picture at all, just words.\n'.repeat(20)), 'beach.jpg'),
    );
    expect(res.status).toBe(415);
    expect(await apiError(res)).toMatchObject({
      code: 'unsupported_media_type',
      message: mediaMessages.unsupportedType,
    });
    expect(await app.db.knex('media_assets').count({ n: '*' })).toEqual([{ n: 0 }]);
    expect(storedFiles()).toEqual([]);
  });

  it('refuses a JPEG signature over bytes that are no picture with 400, storing nothing', async () => {
    const admin = await signedInAdmin(app);
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]);
    const res = await admin.post(apiPaths.adminMedia, form(fake, 'broken.jpg'));
    expect(res.status).toBe(400);
    expect((await apiError(res)).message).toBe(mediaMessages.unreadable);
    expect(storedFiles()).toEqual([]);
  });

  it('refuses a file over the limit with 413, storing nothing', async () => {
    const admin = await signedInAdmin(app);
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(LIMIT + 1000, 1)]);
    const res = await admin.post(apiPaths.adminMedia, form(big, 'huge.jpg'));
    expect(res.status).toBe(413);
    expect(await apiError(res)).toMatchObject({
      code: 'payload_too_large',
      message: 'The file is larger than 2 MB',
    });
    expect(await app.db.knex('media_assets').count({ n: '*' })).toEqual([{ n: 0 }]);
    expect(storedFiles()).toEqual([]);
  });

  it('asks for the file when the form has none, and for multipart when the body is JSON', async () => {
    const admin = await signedInAdmin(app);
    const empty = new FormData();
    empty.set('alt', 'no file here');
    const res = await admin.post(apiPaths.adminMedia, empty);
    expect(res.status).toBe(400);
    expect((await apiError(res)).errors).toEqual({ file: [mediaMessages.fileRequired] });
    const json = await admin.post(apiPaths.adminMedia, { file: 'x' });
    expect(json.status).toBe(415);
  });

  it('is for admins only: 401 without a session, 403 for a visitor, nothing stored', async () => {
    const photo = await phonePhoto(600, 400);
    const anonymous = new CookieClient(app.url);
    expect((await anonymous.post(apiPaths.adminMedia, form(photo, 'a.jpg'))).status).toBe(401);
    expect((await anonymous.get(apiPaths.adminMedia)).status).toBe(401);
    const visitor = await signedInVisitor(app);
    expect((await visitor.post(apiPaths.adminMedia, form(photo, 'a.jpg'))).status).toBe(403);
    expect((await visitor.get(apiPaths.adminMedia)).status).toBe(403);
    expect(storedFiles()).toEqual([]);
  });
});

describe('the library: list, details, alt text', () => {
  it('lists newest first, pages, and searches in alt text and file names', async () => {
    const admin = await signedInAdmin(app);
    const photo = await phonePhoto(500, 400);
    // A browser may send a path; only the name is kept.
    const first = await upload(admin, photo, 'C:\\fakepath\\arch-sunset.jpg');
    const second = await upload(admin, photo, 'medano.jpg');
    const third = await upload(admin, photo, 'marina.jpg');
    await app.db.knex('media_assets').where({ id: first.id }).update({ created_at: '2026-01-01' });
    await app.db.knex('media_assets').where({ id: second.id }).update({ created_at: '2026-01-02' });
    await app.db.knex('media_assets').where({ id: third.id }).update({ created_at: '2026-01-03' });
    await patchJson(admin, apiPath(apiPaths.adminMediaItem, { id: third.id }), {
      alt: 'Yachts moored in the Cabo marina at dusk',
    });

    const all = mediaPageSchema.parse(
      await (await admin.get(`${apiPaths.adminMedia}?pageSize=2`)).json(),
    );
    expect(all.total).toBe(3);
    expect(all.items.map((m) => m.filename)).toEqual(['marina.jpg', 'medano.jpg']);
    const page2 = mediaPageSchema.parse(
      await (await admin.get(`${apiPaths.adminMedia}?pageSize=2&page=2`)).json(),
    );
    expect(page2.items.map((m) => m.filename)).toEqual(['arch-sunset.jpg']);

    const byName = mediaPageSchema.parse(
      await (await admin.get(`${apiPaths.adminMedia}?search=ARCH`)).json(),
    );
    expect(byName.items.map((m) => m.id)).toEqual([first.id]);
    const byAlt = mediaPageSchema.parse(
      await (await admin.get(`${apiPaths.adminMedia}?search=yachts`)).json(),
    );
    expect(byAlt.items.map((m) => m.id)).toEqual([third.id]);
    const bad = await admin.get(`${apiPaths.adminMedia}?pageSize=1000`);
    expect(bad.status).toBe(400);
  });

  it('PATCH sets alt text, caption and focal point; alt makes a ready picture usable', async () => {
    const admin = await signedInAdmin(app);
    const created = await upload(admin, await phonePhoto(600, 500), 'pool.jpg');
    await app.media.worker.idle();
    const itemPath = apiPath(apiPaths.adminMediaItem, { id: created.id });
    expect(await get(admin, created.id)).toMatchObject({ altMissing: true, usable: false });

    const res = await patchJson(admin, itemPath, {
      alt: 'Infinity pool facing the Pacific',
      caption: 'Villa Las Rocas',
      focalX: 0.25,
      focalY: 0.75,
    });
    expect(res.status).toBe(200);
    expect(mediaAssetSchema.parse(await res.json())).toMatchObject({
      alt: 'Infinity pool facing the Pacific',
      caption: 'Villa Las Rocas',
      focalX: 0.25,
      focalY: 0.75,
      altMissing: false,
      usable: true,
    });

    const empty = await patchJson(admin, itemPath, { alt: '   ' });
    expect(empty.status).toBe(400);
    expect((await apiError(empty)).errors).toEqual({ alt: [mediaMessages.altRequired] });
    const off = await patchJson(admin, itemPath, { focalX: 1.5 });
    expect(off.status).toBe(400);
    expect((await apiError(off)).errors).toEqual({ focalX: [mediaMessages.focal] });
    const unknown = await patchJson(admin, itemPath, { url: '/elsewhere' });
    expect(unknown.status).toBe(400);
    expect((await get(admin, created.id)).alt).toBe('Infinity pool facing the Pacific');

    const visitor = await signedInVisitor(app);
    expect((await patchJson(visitor, itemPath, { alt: 'mine' })).status).toBe(403);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const admin = await signedInAdmin(app);
    const unknown = apiPath(apiPaths.adminMediaItem, {
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect((await admin.get(unknown)).status).toBe(404);
    expect((await patchJson(admin, unknown, { alt: 'x' })).status).toBe(404);
    expect((await admin.get(`${apiPaths.adminMedia}/not-an-id`)).status).toBe(404);
  });
});

describe('GET /media/{id}/{width}.{format}', () => {
  it('answers 404, never a 500, for unknown pictures and bad paths', async () => {
    const anonymous = new CookieClient(app.url);
    for (const bad of [
      '/media/00000000-0000-4000-8000-000000000000/480.jpg',
      '/media/00000000-0000-4000-8000-000000000000/480.gif',
      '/media/00000000-0000-4000-8000-000000000000/..%2F..%2Fetc%2Fpasswd',
      '/media/..%2Foriginals/480.jpg',
      '/media/not-a-uuid/480.webp',
      '/media/%E0%A4%A/480.jpg',
      '/media/00000000-0000-4000-8000-000000000000/99999999.jpg',
    ]) {
      const res = await anonymous.get(bad);
      expect(res.status, bad).toBe(404);
      expect(res.headers.get('cache-control') ?? '', bad).not.toContain('immutable');
    }
    expect(app.loggedErrors).toEqual([]);
  });
});

describe('processing survives a restart', () => {
  it('a processing row left by a stopped instance, or with a lapsed lease, is taken up by the next worker', async () => {
    const admin = await signedInAdmin(app);
    // The test app's own worker is stopped first: the upload then stays `processing`, as if
    // the instance had stopped right after answering.
    await app.media.worker.stop();
    const left = await upload(admin, await phonePhoto(600, 400), 'left.jpg');
    const crashed = await upload(admin, await phonePhoto(600, 400), 'crashed.jpg');
    // This one was claimed by an instance that died mid-way: its lease ran out.
    await app.db
      .knex('media_assets')
      .where({ id: crashed.id })
      .update({ attempts: 1, lease_until: new Date(Date.now() - 1000) });
    expect((await get(admin, left.id)).status).toBe('processing');

    const restarted = startMediaWorker({
      knex: app.db.knex,
      storage: app.media.storage,
      pollSeconds: 0.5,
    });
    app.media.worker = restarted;
    await restarted.idle();
    expect((await get(admin, left.id)).status).toBe('ready');
    expect((await get(admin, crashed.id)).status).toBe('ready');
    const res = await new CookieClient(app.url).get((await get(admin, crashed.id)).url);
    expect(res.status).toBe(200);
  });
});
