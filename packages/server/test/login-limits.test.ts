import { describe, expect, it } from 'vitest';
import { ensureAdmin } from '../src/accounts/service.ts';
import { useTestApp } from './support/app.ts';
import { CookieClient } from './support/client.ts';

// One trusted proxy: the client address is the last X-Forwarded-For entry it added.
const app = useTestApp({
  security: { trustProxy: 1, rateLimits: { loginFailures: 10, publicPostsPerMinute: 1000 } },
});

const admin = { username: 'boss', password: 'a long admin password' };
const from = (ip: string) => ({ 'x-forwarded-for': ip });

async function attempt(password: string, ip: string): Promise<Response> {
  return new CookieClient(app.url).post('/api/admin/login', { ...admin, password }, from(ip));
}

describe('login limit per username and client address', () => {
  it('answers 429 after 10 failures, even to the right password, from that address only', async () => {
    await ensureAdmin(app.db.knex, admin);
    for (let i = 0; i < 10; i++) expect((await attempt('wrong', '203.0.113.5')).status).toBe(401);
    const blocked = await attempt(admin.password, '203.0.113.5');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
    // The same name from another address is its own count.
    expect((await attempt(admin.password, '203.0.113.6')).status).toBe(200);
  });

  it('counts visitor logins per e-mail, and a success clears the count', async () => {
    const client = new CookieClient(app.url);
    await client.post('/api/register', { email: 'v@example.com', password: 'long enough pw' });
    const login = (password: string) =>
      new CookieClient(app.url).post(
        '/api/login',
        { email: 'v@example.com', password },
        from('192.0.2.1'),
      );
    for (let i = 0; i < 9; i++) expect((await login('wrong one')).status).toBe(401);
    expect((await login('long enough pw')).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await login('wrong one')).status).toBe(401);
    expect((await login('long enough pw')).status).toBe(429);
  });

  it('holds under parallel guessing: no more than 10 tries reach the password check', async () => {
    await ensureAdmin(app.db.knex, admin);
    const statuses = await Promise.all(
      Array.from({ length: 15 }, () => attempt('wrong', '203.0.113.77').then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  it('takes the address the proxy saw, not one the client prepended', async () => {
    await ensureAdmin(app.db.knex, admin);
    for (let i = 0; i < 10; i++) {
      // A client rotating a forged first entry still arrives from 203.0.113.9.
      expect((await attempt('wrong', `10.0.0.${i}, 203.0.113.9`)).status).toBe(401);
    }
    expect((await attempt(admin.password, '10.0.0.99, 203.0.113.9')).status).toBe(429);
  });
});
