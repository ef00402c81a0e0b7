import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { apiErrorSchema } from '@cabo/contract';
import type Koa from 'koa';
import { describe, expect, it, vi } from 'vitest';
import { runSeeds } from '../src/db/seeds/index.ts';
import { useTestApp } from './support/app.ts';

let koa: Koa;
const app = useTestApp({ beforeListen: (k) => void (koa = k) });

describe('unknown API paths', () => {
  it.each(['GET', 'POST', 'DELETE'])('%s /api/nope is a 404 JSON error', async (method) => {
    const res = await fetch(`${app.url}/api/nope`, { method });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = apiErrorSchema.parse(await res.json());
    expect(body.code).toBe('not_found');
  });

  it('a known path with the wrong method is 405, not the SPA', async () => {
    const res = await fetch(`${app.url}/api/health`, { method: 'DELETE' });
    expect(res.status).toBe(405);
  });

  it('malformed JSON is a 400 JSON error, never a stack trace', async () => {
    const res = await fetch(`${app.url}/api/nope`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":',
    });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).not.toMatch(/at .*\.(ts|js):\d+/);
    expect(apiErrorSchema.parse(JSON.parse(text)).message).toBeTruthy();
    expect(app.loggedErrors).toEqual([]);
  });
});

describe('errors after the answer has started', () => {
  it('a visitor leaving mid-download is not logged; a stream that fails is', async () => {
    fs.writeFileSync(path.join(app.siteDist, 'large.bin'), Buffer.alloc(16 * 1024 * 1024));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { port } = new URL(app.url);
      // The first bytes arrive, then the visitor goes: the file stream closes early.
      await new Promise<void>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1', () =>
          socket.write('GET /large.bin HTTP/1.1\r\nHost: localhost\r\n\r\n'),
        );
        socket.once('data', (chunk) => {
          expect(chunk.toString()).toMatch(/^HTTP\/1\.1 200/);
          socket.destroy();
          socket.once('close', () => resolve());
        });
        socket.on('error', reject);
      });
      // The server notices the closed socket on its next write.
      await new Promise((r) => setTimeout(r, 300));
      expect(consoleError).not.toHaveBeenCalled();
      expect(app.loggedErrors).toEqual([]);

      const failure = Object.assign(new Error('EIO: i/o error, read'), { code: 'EIO' });
      koa.emit('error', failure);
      expect(app.loggedErrors).toEqual([failure]);
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      consoleError.mockRestore();
    }
  });
});

describe('the built site', () => {
  it('serves fingerprinted assets with a year of caching', async () => {
    const res = await fetch(`${app.url}/assets/index-abc123.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe('console.log(1);');
  });

  it('serves other public files with short caching', async () => {
    const res = await fetch(`${app.url}/favicon.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it.each(['/', '/resorts/casa-dorada', '/no/such/page'])(
    'answers %s with index.html (SPA fallback), not cached',
    async (p) => {
      const res = await fetch(`${app.url}${p}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    },
  );

  it('a missing fingerprinted asset is a 404, not HTML', async () => {
    const res = await fetch(`${app.url}/assets/gone-123.js`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).not.toMatch(/html/);
  });

  it('does not serve files outside the site folder', async () => {
    const res = await fetch(`${app.url}/..%2f..%2fetc%2fpasswd`);
    expect(await res.text()).not.toContain('root:');
  });
});

describe('compression', () => {
  it('sends text compressed when the client accepts it, and plain when it does not', async () => {
    const big = `<!doctype html><div id="root"></div>${'<p>Cabo</p>'.repeat(500)}`;
    fs.writeFileSync(path.join(app.siteDist, 'big.html'), big);

    const br = await fetch(`${app.url}/big.html`, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toBe(big); // fetch decodes it again

    await runSeeds(app.db);
    const gz = await fetch(`${app.url}/api/resorts`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(Array.isArray(await gz.json())).toBe(true);

    const plain = await fetch(`${app.url}/big.html`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(big);
  });
});
