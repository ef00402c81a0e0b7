import { describe, expect, it } from 'vitest';
import { signedInAdmin, signedInEditor } from './support/admin.ts';
import { useTestApp } from './support/app.ts';
import { CookieClient } from './support/client.ts';

// Three state-changing requests a minute, so the public limit is reached quickly.
const app = useTestApp({
  security: { rateLimits: { loginFailures: 10, publicPostsPerMinute: 3 } },
});

describe('public POST limit per client address', () => {
  it('answers 429 with Retry-After once the minute’s allowance is used, whatever X-Forwarded-For says', async () => {
    const client = new CookieClient(app.url);
    for (let i = 0; i < 3; i++) expect((await client.post('/api/logout')).status).toBe(204);
    // Without TRUST_PROXY a forged X-Forwarded-For is ignored: still the same address.
    const res = await client.post('/api/logout', undefined, { 'x-forwarded-for': '198.51.100.7' });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.json()).toEqual({
      message: 'Too many attempts. Please try again later.',
      code: 'rate_limited',
    });
    // Reads are not limited.
    expect((await client.get('/api/health')).status).toBe(200);
  });

  it('counts requests that arrive together one by one: exactly the allowance passes', async () => {
    const client = new CookieClient(app.url);
    const answers = await Promise.all(Array.from({ length: 10 }, () => client.post('/api/logout')));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([...Array(3).fill(204), ...Array(7).fill(429)]);
    const rows = await app.db.knex('rate_limits').select('points');
    expect(rows).toEqual([{ points: 10 }]);
  });

  it('is kept in the database', async () => {
    await new CookieClient(app.url).post('/api/logout');
    const rows = await app.db.knex('rate_limits').select('key', 'points');
    expect(rows).toEqual([{ key: expect.stringMatching(/^post:/), points: 1 }]);
  });

  it('does not limit staff working in the dashboard, editors included', async () => {
    // Each sign-in is a POST before the session exists: two of the three.
    const staff = [await signedInEditor(app), await signedInAdmin(app)];
    for (const client of staff) {
      for (let i = 0; i < 5; i++) {
        const res = await client.request('PATCH', '/api/admin/content/pages/1', {});
        expect(res.status).not.toBe(429);
      }
    }
  });
});
