import zlib from 'node:zlib';
import { apiErrorSchema, apiPaths, blogPostSchema } from '@cabo/contract';
import type { Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogueChanged } from '../src/cache/catalogue-change.ts';
import { runSeeds } from '../src/db/seeds/index.ts';
import { useTestApp } from './support/app.ts';
import { rawGet } from './support/raw-http.ts';

// A fixed "today", so the events answer is the same week's on every request.
const app = useTestApp({ now: () => new Date('2026-03-04T15:00:00Z') });

const POST = '/api/blog/luxury-yacht-charters-guide';
const cataloguePaths = [
  '/api/resorts',
  '/api/resorts/waldorf-astoria-los-cabos-pedregal',
  '/api/villas',
  '/api/adventures',
  '/api/adventures/luxury-whale-watching',
  '/api/blog',
  POST,
  '/api/restaurants',
  '/api/restaurants/1',
  '/api/events',
];

beforeEach(async () => {
  await runSeeds(app.db);
});

/** Statements the app sends to the database while `fn` runs. */
async function queriesDuring(fn: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const listener = (q: Knex.Sql) => seen.push(q.sql);
  app.db.knex.on('query', listener);
  try {
    await fn();
  } finally {
    app.db.knex.off('query', listener);
  }
  return seen;
}

describe('catalogue answers from memory', () => {
  it.each(cataloguePaths)(
    '%s: a strong ETag, and a second GET with If-None-Match is a 304 without a body',
    async (path) => {
      const first = await fetch(`${app.url}${path}`);
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag')!;
      expect(etag).toMatch(/^"[^"]+"$/); // strong: no W/ prefix
      expect(first.headers.get('cache-control')).toBe('no-cache');
      expect(first.headers.get('vary')).toMatch(/accept-encoding/i);
      await first.arrayBuffer();

      const again = await fetch(`${app.url}${path}`, { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(await again.text()).toBe('');
    },
  );

  it('answers a repeated read without touching the database', async () => {
    for (const path of cataloguePaths) await (await fetch(`${app.url}${path}`)).arrayBuffer();
    // The search index, rebuilt a moment after the seed's change, is built now instead.
    await (await fetch(`${app.url}${apiPaths.searchIndex}`)).arrayBuffer();
    const queries = await queriesDuring(async () => {
      for (const path of cataloguePaths) {
        const res = await fetch(`${app.url}${path}`);
        expect(res.status).toBe(200);
        await res.arrayBuffer();
      }
    });
    expect(queries).toEqual([]);
  });

  it('a change to the data gives a new ETag and the new body; re-seeding keeps the change', async () => {
    const seeded = await fetch(`${app.url}${POST}`);
    const seededTag = seeded.headers.get('etag')!;
    const seededPost = blogPostSchema.parse(await seeded.json());

    await app.db
      .knex('blog_posts')
      .where({ slug: seededPost.slug })
      .update({ title: 'Yachts, revised' });
    // Kept in memory until the change is announced.
    expect(blogPostSchema.parse(await (await fetch(`${app.url}${POST}`)).json()).title).toBe(
      seededPost.title,
    );
    catalogueChanged(app.db);

    const changed = await fetch(`${app.url}${POST}`, { headers: { 'if-none-match': seededTag } });
    expect(changed.status).toBe(200);
    const changedTag = changed.headers.get('etag')!;
    expect(changedTag).not.toBe(seededTag);
    expect(blogPostSchema.parse(await changed.json()).title).toBe('Yachts, revised');
    // The list showing the title was dropped as well.
    const list = (await (await fetch(`${app.url}/api/blog`)).json()) as { title: string }[];
    expect(list.map((p) => p.title)).toContain('Yachts, revised');

    // The database is the catalogue's source: seeding again overwrites nothing.
    await runSeeds(app.db);
    const reseeded = await fetch(`${app.url}${POST}`, { headers: { 'if-none-match': changedTag } });
    expect(reseeded.status).toBe(304);
    expect(reseeded.headers.get('etag')).toBe(changedTag); // the tag is the body's hash
  });

  it('sends br or gzip compressed once, each decoding to the same JSON as the plain answer', async () => {
    const plain = await rawGet(`${app.url}/api/resorts`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json: unknown = JSON.parse(plain.body.toString('utf8'));
    expect(Array.isArray(json)).toBe(true);

    const br = await rawGet(`${app.url}/api/resorts`, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    // Pictures are sent as ids and widths, so the JSON repeats little: still well under half.
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(br.body).toString('utf8'))).toEqual(json);

    const gzip = await rawGet(`${app.url}/api/resorts`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.body).toString('utf8'))).toEqual(json);

    // A browser lists gzip first but takes brotli, the smaller one.
    const browser = await rawGet(`${app.url}/api/resorts`, {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(browser.headers['content-encoding']).toBe('br');
    expect(browser.body.equals(br.body)).toBe(true);
    // A client refusing brotli gets gzip.
    const noBr = await rawGet(`${app.url}/api/resorts`, { 'accept-encoding': 'br;q=0, *' });
    expect(noBr.headers['content-encoding']).toBe('gzip');

    // Each coding is its own representation with its own tag, and revalidates on it.
    const tags = new Set([plain, br, gzip].map((r) => r.headers.etag));
    expect(tags.size).toBe(3);
    const revalidated = await rawGet(`${app.url}/api/resorts`, {
      'accept-encoding': 'br',
      'if-none-match': br.headers.etag!,
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
  });

  it('keeps the spec error for an unknown slug and does not keep it', async () => {
    const missing = await fetch(`${app.url}/api/blog/not-yet-written`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
    expect(apiErrorSchema.parse(await missing.json())).toEqual({
      message: 'Blog Post Not Found',
      code: 'not_found',
    });
    const missingRestaurant = await fetch(`${app.url}/api/restaurants/abc`);
    expect(apiErrorSchema.parse(await missingRestaurant.json()).message).toBe(
      'Restaurant not found',
    );

    const queries = await queriesDuring(() => fetch(`${app.url}/api/blog/not-yet-written`));
    expect(queries.length).toBeGreaterThan(0);
  });
});

describe('the events answer', () => {
  afterEach(() => catalogueChanged(app.db));

  it('is kept per window, so another week is another answer', async () => {
    const thisWeek = await fetch(`${app.url}/api/events`);
    const sameWeek = await fetch(`${app.url}/api/events?from=2026-03-01`);
    expect(sameWeek.headers.get('etag')).toBe(thisWeek.headers.get('etag'));
    const nextWeek = await fetch(`${app.url}/api/events?from=2026-03-08`);
    expect(nextWeek.headers.get('etag')).not.toBe(thisWeek.headers.get('etag'));
    const dates = ((await nextWeek.json()) as { date: string }[]).map((e) => e.date);
    expect(dates.every((d) => d >= '2026-03-08')).toBe(true);
  });
});
