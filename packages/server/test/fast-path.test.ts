import type { IncomingHttpHeaders } from 'node:http';
import zlib from 'node:zlib';
import type { Knex } from 'knex';
import { beforeEach, describe, expect, it } from 'vitest';
import { catalogueChanged } from '../src/cache/catalogue-change.ts';
import { runSeeds } from '../src/db/seeds/index.ts';
import { useTestApp } from './support/app.ts';
import { CookieClient } from './support/client.ts';
import { rawGet, type RawResponse } from './support/raw-http.ts';
import { requireSiteBuild, siteDist } from './support/site-build.ts';

// Requests that reached the Koa middleware stack; the fast path answers before it.
let stackRuns = 0;
const app = useTestApp({
  // The real site build, so rendered pages take the fast path as in production.
  siteDist,
  beforeListen: (koa) => {
    koa.middleware.unshift(async (_ctx, next) => {
      stackRuns++;
      await next();
    });
  },
});

requireSiteBuild();

beforeEach(async () => {
  await runSeeds(app.db);
});

const POST = '/api/blog/luxury-yacht-charters-guide';
const shareablePaths = [
  '/api/resorts',
  POST,
  '/',
  '/blog',
  '/blog/luxury-yacht-charters-guide',
  '/no-such-page',
  '/sitemap.xml',
];
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** A GET, with whether the middleware stack ran for it. */
async function get(url: string, headers: Record<string, string> = {}) {
  const before = stackRuns;
  const res = await rawGet(`${app.url}${url}`, headers);
  return { ...res, viaStack: stackRuns > before };
}

/** Headers as compared between the two paths: all but the clock's and each answer's own id. */
function comparable(headers: IncomingHttpHeaders) {
  const { date, 'x-request-id': requestId, ...rest } = headers;
  expect(date).toBeTruthy();
  expect(requestId).toBeTruthy();
  return rest;
}

function decoded(res: RawResponse): string {
  const coding = res.headers['content-encoding'];
  if (coding === 'br') return zlib.brotliDecompressSync(res.body).toString('utf8');
  if (coding === 'gzip') return zlib.gunzipSync(res.body).toString('utf8');
  return res.body.toString('utf8');
}

describe('the fast read path', () => {
  it.each(shareablePaths)(
    '%s: once the stack has answered, the same answer comes without it, in every coding',
    async (url) => {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const headers = { 'accept-encoding': encoding };
        const slow = await get(url, headers);
        expect(slow.viaStack).toBe(true);
        const fast = await get(url, headers);
        expect(fast.viaStack, `${encoding}: fast`).toBe(false);
        expect(fast.status).toBe(slow.status);
        expect(comparable(fast.headers)).toEqual(comparable(slow.headers));
        expect(fast.body.equals(slow.body)).toBe(true);
      }
      // A browser's header picks the brotli record.
      const fast = await get(url, BROWSER);
      expect(fast.viaStack).toBe(false);
      expect(fast.headers['content-encoding']).toBe('br');
      expect(decoded(fast)).toBe(decoded(await get(url, { 'accept-encoding': 'identity' })));
    },
  );

  it('keeps the security headers, the strong ETag and Vary on what it sends', async () => {
    await get('/blog', BROWSER);
    const fast = await get('/blog', BROWSER);
    expect(fast.viaStack).toBe(false);
    expect(fast.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(fast.headers['x-content-type-options']).toBe('nosniff');
    expect(fast.headers['x-frame-options']).toBe('DENY');
    expect(fast.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(fast.headers.vary).toMatch(/accept-encoding/i);
    expect(fast.headers['cache-control']).toBe('no-cache');
    expect(fast.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(fast.headers.etag).toMatch(/^"[^"]+-br"$/);
    expect(Number(fast.headers['content-length'])).toBe(fast.body.length);
  });

  it('answers a second GET with If-None-Match with a 304 like the stack would', async () => {
    for (const url of [POST, '/blog']) {
      const first = await get(url, BROWSER);
      const etag = first.headers.etag!;
      const fast = await get(url, { ...BROWSER, 'if-none-match': etag });
      expect(fast.viaStack).toBe(false);
      expect(fast.status).toBe(304);
      expect(fast.body.length).toBe(0);
      expect(fast.headers.etag).toBe(etag);
      expect(fast.headers['content-type']).toBeUndefined();
      expect(fast.headers['content-encoding']).toBeUndefined();
      // The same 304 from the stack (a cookie sends it there).
      const slow = await get(url, { ...BROWSER, 'if-none-match': etag, cookie: 'theme=dark' });
      expect(slow.viaStack).toBe(true);
      expect(slow.status).toBe(304);
      expect(comparable(fast.headers)).toEqual(comparable(slow.headers));
      // Another coding's tag does not match this one.
      expect((await get(url, { 'if-none-match': etag })).status).toBe(200);
    }
    // A 404 page is never "not modified".
    const missing = await get('/no-such-page');
    const again = await get('/no-such-page', { 'if-none-match': missing.headers.etag! });
    expect(again.viaStack).toBe(false);
    expect(again.status).toBe(404);
  });

  it('a request with a cookie, a query or HEAD goes through the stack, with the same headers', async () => {
    const fast = (await get('/api/resorts', BROWSER), await get('/api/resorts', BROWSER));
    expect(fast.viaStack).toBe(false);
    for (const [url, headers] of [
      ['/api/resorts', { ...BROWSER, cookie: 'theme=dark' }],
      ['/api/resorts?utm_source=mail', BROWSER],
    ] as const) {
      const slow = await get(url, headers);
      expect(slow.viaStack, url).toBe(true);
      expect(comparable(slow.headers)).toEqual(comparable(fast.headers));
      expect(slow.body.equals(fast.body)).toBe(true);
      // And is never recorded: the next one goes through the stack too.
      expect((await get(url, headers)).viaStack).toBe(true);
    }
    const head = await fetch(`${app.url}/api/resorts`, { method: 'HEAD' });
    expect(head.status).toBe(200);
  });

  it('never replays an answer given to a signed-in visitor, and a visitor’s reads write nothing', async () => {
    const client = new CookieClient(app.url);
    const registered = await client.post('/api/register', {
      email: 'reader@example.com',
      password: 'whale-season-in-january',
    });
    expect(registered.status).toBe(201);

    const writes: string[] = [];
    const listener = (q: Knex.Sql) => {
      if (/^\s*(insert|update|delete)\b/i.test(q.sql)) writes.push(q.sql);
    };
    app.db.knex.on('query', listener);
    try {
      for (const url of ['/', '/blog', '/blog/luxury-yacht-charters-guide', '/api/resorts', POST]) {
        const res = await client.get(url);
        expect(res.status).toBe(200);
        await res.arrayBuffer();
        // The signed-in read was not recorded: the first anonymous one takes the stack.
        expect((await get(url, BROWSER)).viaStack).toBe(true);
        expect((await get(url, BROWSER)).viaStack).toBe(false);
      }
    } finally {
      app.db.knex.off('query', listener);
    }
    // Within a minute of signing in, page views and catalogue reads do not touch the session.
    expect(writes).toEqual([]);
  });

  it('forgets everything when the catalogue changes: an edit gives a new ETag, a re-seed keeps it', async () => {
    const seeded = (await get(POST, BROWSER), await get(POST, BROWSER));
    expect(seeded.viaStack).toBe(false);
    const page = (await get('/blog', BROWSER), await get('/blog', BROWSER));
    expect(page.viaStack).toBe(false);

    await app.db
      .knex('blog_posts')
      .where({ slug: 'luxury-yacht-charters-guide' })
      .update({ title: 'Yachts, revised' });
    catalogueChanged(app.db);
    const edited = await get(POST, { ...BROWSER, 'if-none-match': seeded.headers.etag! });
    expect(edited.viaStack).toBe(true);
    expect(edited.status).toBe(200);
    expect(edited.headers.etag).not.toBe(seeded.headers.etag);
    expect(JSON.parse(decoded(edited))).toMatchObject({ title: 'Yachts, revised' });
    const editedPage = await get('/blog', BROWSER);
    expect(editedPage.headers.etag).not.toBe(page.headers.etag);
    expect(decoded(editedPage)).toContain('Yachts, revised');
    expect((await get(POST, BROWSER)).viaStack).toBe(false);

    // Seeding drops the records too, and overwrites nothing: the edit is still the answer.
    await runSeeds(app.db);
    const reseeded = await get(POST, { ...BROWSER, 'if-none-match': edited.headers.etag! });
    expect(reseeded.viaStack).toBe(true);
    expect(reseeded.status).toBe(304);
    expect(reseeded.headers.etag).toBe(edited.headers.etag); // the tag is the body's hash
    await get(POST, BROWSER); // a 304 is not recorded; a full answer is
    const again = await get(POST, { ...BROWSER, 'if-none-match': reseeded.headers.etag! });
    expect(again.viaStack).toBe(false);
    expect(again.status).toBe(304);
  });

  it('leaves answers that are not the same for everyone to the stack', async () => {
    // The events window follows the clock; an API 404 and the visitor's account are not kept.
    for (const url of ['/api/events', '/api/blog/not-yet-written', '/api/user']) {
      await get(url, BROWSER);
      expect((await get(url, BROWSER)).viaStack, url).toBe(true);
    }
  });
});
