import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app.ts';

// The staff app's build is a fixture here (support/app.ts); server-rendering.test.ts serves
// the real one.
const app = useTestApp();

const get = (url: string, init: RequestInit = {}) =>
  fetch(`${app.url}${url}`, { redirect: 'manual', ...init });

describe('the staff app', () => {
  it.each(['/admin', '/admin/login', '/admin/users/42', '/admin/studio/pages?x=1'])(
    '%s is the admin shell, never stored and never indexed',
    async (url) => {
      const res = await get(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      const html = await res.text();
      expect(html).toContain('<title>Cabo Admin</title>');
      expect(html).toContain('/admin/assets/index-def456.js');
    },
  );

  it('its fingerprinted files are cached for a year; a missing one is a 404, not HTML', async () => {
    const js = await get('/admin/assets/index-def456.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toMatch(/javascript/);
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await js.text()).toBe('console.log(2);');
    const missing = await get('/admin/assets/gone-123.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it("paths outside /admin are the site's, and the site's files are not under /admin", async () => {
    const site = await get('/administrator');
    expect(await site.text()).not.toContain('Cabo Admin');
    expect(site.headers.get('x-robots-tag')).toBeNull();
    // The site fixture's file is served at its own path only.
    expect((await get('/assets/index-abc123.js')).status).toBe(200);
    expect((await get('/admin/favicon.svg')).status).toBe(404);
  });

  it('a HEAD is answered like a GET, other methods are not the shell', async () => {
    const head = await get('/admin', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('cache-control')).toBe('no-store');
    const post = await get('/admin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(post.status).not.toBe(200);
  });

  it('without a build the admin paths say so instead of serving the site', async () => {
    const index = path.join(app.adminDist, 'index.html');
    const kept = fs.readFileSync(index);
    fs.rmSync(index);
    try {
      const res = await get('/admin');
      expect(res.status).toBe(404);
      expect(await res.text()).toBe('The admin app is not built');
    } finally {
      fs.writeFileSync(index, kept);
    }
  });
});
