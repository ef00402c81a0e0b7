import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cacheableResponse, createResponseCache, pickEncoding } from './response-cache.ts';

describe('cacheableResponse', () => {
  it('tags the body with a strong ETag of its bytes and holds both compressed forms', async () => {
    const body = JSON.stringify({ resorts: Array.from({ length: 50 }, (_, i) => `Resort ${i}`) });
    const res = await cacheableResponse(body, 'application/json; charset=utf-8');
    expect(res.status).toBe(200);
    expect(res.etag).toMatch(/^"[\w-]{32}"$/);
    expect((await cacheableResponse(Buffer.from(body), res.type)).etag).toBe(res.etag);
    expect((await cacheableResponse(`${body} `, res.type)).etag).not.toBe(res.etag);
    expect(zlib.brotliDecompressSync(res.br).toString()).toBe(body);
    expect(zlib.gunzipSync(res.gzip).toString()).toBe(body);
    expect((await cacheableResponse('<h1>Not found</h1>', 'text/html', 404)).status).toBe(404);
  });
});

describe('pickEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['identity', 'identity'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['*', 'br'],
    ['*;q=0, identity', 'identity'],
    ['deflate', 'identity'],
    ['GZIP;Q=0.8, BR;q=0.9', 'br'],
  ])('Accept-Encoding %j gives %s', (header, coding) => {
    expect(pickEncoding(header)).toBe(coding);
  });
});

describe('createResponseCache', () => {
  const res = (text: string) => cacheableResponse(text, 'text/plain');

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const cache = createResponseCache(2);
    cache.set('a', await res('a'));
    cache.set('b', await res('b'));
    expect(cache.get('a')?.body.toString()).toBe('a'); // a is now the most recent
    cache.set('c', await res('c'));
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.body.toString()).toBe('a');
    expect(cache.get('c')?.body.toString()).toBe('c');
  });

  it('replaces an entry under the same key and empties on clear', async () => {
    const cache = createResponseCache(3);
    cache.set('a', await res('one'));
    cache.set('a', await res('two'));
    expect(cache.size).toBe(1);
    expect(cache.get('a')?.body.toString()).toBe('two');
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.get('a')).toBeUndefined();
  });
});
