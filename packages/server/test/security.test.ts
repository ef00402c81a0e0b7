import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ensureAdmin } from '../src/accounts/service.ts';
import { createApp } from '../src/app.ts';
import { securityConfig } from '../src/config.ts';
import { useTestApp } from './support/app.ts';
import { CookieClient } from './support/client.ts';

const app = useTestApp();

describe('security headers', () => {
  it('send a CSP with one inline script (by its hash), nosniff, a referrer policy and no framing', async () => {
    for (const path of ['/', '/api/health', '/api/user']) {
      const res = await fetch(`${app.url}${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src '));
      expect(scriptSrc?.trim()).toMatch(/^script-src 'self' 'sha256-[\w+/]+=*'$/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      // Not production: no HSTS (a plain-HTTP dev server must not pin browsers to HTTPS).
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('add HSTS and Secure cookies in production, and allow no remote origin even with reCAPTCHA configured', async () => {
    const security = {
      ...securityConfig('test'),
      cookieSecure: true,
      recaptcha: { secret: 's', siteKey: 'k', verifyUrl: 'http://127.0.0.1:1/' },
    };
    const server: Server = createApp({
      config: { env: 'production', siteDist: app.siteDist, security },
      db: app.db,
    }).listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/`);
      expect(res.headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/script-src 'self' 'sha256-[\w+/]+=*';/);
      expect(csp).toContain("frame-src 'none'");

      // Secure even over the plain HTTP a TLS-terminating proxy forwards.
      const register = await fetch(`http://127.0.0.1:${port}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'prod@example.com', password: 'long enough pw' }),
      });
      expect(register.status).toBe(201);
      const cookies = register.headers.getSetCookie().filter((l) => !/1970/.test(l));
      expect(cookies.length).toBeGreaterThan(0);
      for (const line of cookies) expect(line).toMatch(/; secure/i);
    } finally {
      server.close();
    }
  });
});

describe('cross-site requests', () => {
  const login = (headers: Record<string, string>) =>
    new CookieClient(app.url).post('/api/login', {}, headers);

  it.each([
    [{ origin: 'https://evil.example' }],
    [{ origin: 'null' }],
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ 'sec-fetch-site': 'same-site' }],
  ])('refuses a state-changing request with %j (403)', async (headers) => {
    const res = await login(headers);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      message: 'Cross-site requests are not allowed',
      code: 'cross_site_request',
    });
  });

  it('lets same-origin requests through (they reach validation)', async () => {
    const host = new URL(app.url).host;
    const res = await login({ origin: `http://${host}`, 'sec-fetch-site': 'same-origin' });
    expect(res.status).toBe(400);
  });

  it('does not refuse reads from another site', async () => {
    const res = await fetch(`${app.url}/api/health`, {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(200);
  });

  it('refuses a cross-site logout, so a foreign page cannot end a session', async () => {
    const client = new CookieClient(app.url);
    await client.post('/api/register', { email: 'a@example.com', password: 'long enough pw' });
    const res = await client.post('/api/logout', undefined, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect((await client.get('/api/user')).status).toBe(200);
  });
});

describe('admin guards on the lists', () => {
  it.each(['/api/admin/leads', '/api/admin/bookings', '/api/admin/guide-submissions'])(
    '%s: 401 without a session, 403 for a visitor, 200 and no-store for an admin',
    async (path) => {
      const anonymous = await fetch(`${app.url}${path}`);
      expect(anonymous.status).toBe(401);

      const visitor = new CookieClient(app.url);
      await visitor.post('/api/register', { email: 'v@example.com', password: 'long enough pw' });
      const forbidden = await visitor.get(path);
      expect(forbidden.status).toBe(403);
      expect(await forbidden.json()).toEqual({
        message: 'You do not have access to this page',
        code: 'forbidden',
      });

      await ensureAdmin(app.db.knex, { username: 'boss', password: 'a long admin password' });
      const admin = new CookieClient(app.url);
      await admin.post('/api/admin/login', { username: 'boss', password: 'a long admin password' });
      const ok = await admin.get(path);
      expect(ok.status).toBe(200);
      expect(ok.headers.get('cache-control')).toBe('no-store');
      expect(await ok.json()).toMatchObject({ items: [], total: 0 });
    },
  );
});
