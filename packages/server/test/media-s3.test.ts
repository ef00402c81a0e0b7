import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPaths, apiPath, mediaAssetSchema } from '@cabo/contract';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWhole, s3Storage } from '../src/media/storage.ts';
import { signedInAdmin } from './support/admin.ts';
import { useTestApp } from './support/app.ts';
import { CookieClient } from './support/client.ts';

// A local S3-compatible server (s3rver), started here on a loopback port: the bucket driver
// talks real S3 HTTP to it.
const PORT = 3560 + Number(process.env.VITEST_POOL_ID ?? 0);
const BUCKET = 'cabo-media-test';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cabo-s3rver-'));
const server = new S3rver({
  address: '127.0.0.1',
  port: PORT,
  silent: true,
  directory: dir,
  configureBuckets: [{ name: BUCKET, configs: [] }],
});
const storage = s3Storage({
  bucket: BUCKET,
  endpoint: `http://127.0.0.1:${PORT}`,
  region: 'us-east-1',
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  forcePathStyle: true,
  prefix: 'site-a/',
});

beforeAll(async () => {
  await server.run();
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const app = useTestApp({ media: { storage, worker: true } });

describe('the S3 storage driver against a local S3 server', () => {
  it('puts, streams back, deletes, and reports a missing key as null', async () => {
    const key = 'media/11111111-1111-4111-8111-111111111111/480.webp';
    await storage.put(key, Buffer.from('RIFF....WEBPbytes'), 'image/webp');
    const file = await storage.get(key);
    expect(file?.size).toBe(17);
    expect((await readWhole(file!)).toString()).toBe('RIFF....WEBPbytes');
    // Under the prefix in the bucket.
    expect(fs.existsSync(path.join(dir, BUCKET, 'site-a'))).toBe(true);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
    expect(storage.publicUrl(key)).toBe(`/${key}`);
  });

  it('an upload is processed from the bucket and its variants are served through the server', async () => {
    const admin = await signedInAdmin(app);
    const photo = await sharp({
      create: { width: 1000, height: 600, channels: 3, background: '#B2502A' },
    })
      .jpeg()
      .toBuffer();
    const body = new FormData();
    body.set('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'cape.jpg');
    const res = await admin.post(apiPaths.adminMedia, body);
    expect(res.status).toBe(201);
    const { id } = mediaAssetSchema.parse(await res.json());
    await app.media.worker.idle();
    const ready = mediaAssetSchema.parse(
      await (await admin.get(apiPath(apiPaths.adminMediaItem, { id }))).json(),
    );
    expect(ready.status).toBe('ready');
    const variant = ready.variants.find((v) => v.width === 960 && v.format === 'avif')!;
    const served = await new CookieClient(app.url).get(variant.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/avif');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([960, 576]);
    expect((await new CookieClient(app.url).get(`/media/${id}/1600.jpg`)).status).toBe(404);
    expect(app.loggedErrors).toEqual([]);
  });

  it('answers 503 with Retry-After, not a 500, while the bucket cannot be reached', async () => {
    await server.close();
    try {
      const res = await new CookieClient(app.url).get(
        '/media/11111111-1111-4111-8111-111111111111/480.jpg',
      );
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.headers.get('cache-control') ?? '').not.toContain('immutable');
    } finally {
      await server.run();
    }
    expect(app.loggedErrors).toEqual([]);
  });
});
