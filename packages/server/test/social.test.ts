import { socialShareResponseSchema, userSchema } from '@cabo/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app.ts';
import { apiError, CookieClient } from './support/client.ts';

const app = useTestApp();

async function visitor(): Promise<CookieClient> {
  const client = new CookieClient(app.url);
  await client.post('/api/register', { email: 'sharer@example.com', password: 'long enough pw' });
  return client;
}

describe('POST /api/social-share', () => {
  it('is 401 without a session and stores nothing', async () => {
    const res = await fetch(`${app.url}/api/social-share`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ listingId: 'casa-dorada', platform: 'whatsapp' }),
    });
    expect(res.status).toBe(401);
    expect(await app.db.knex('social_shares').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('gives 10 points once per listing and platform; a repeat is 409 and gives nothing', async () => {
    const client = await visitor();
    const first = await client.post('/api/social-share', {
      listingId: 'casa-dorada',
      platform: 'whatsapp',
    });
    expect(first.status).toBe(201);
    const body = socialShareResponseSchema.parse(await first.json());
    expect(body).toMatchObject({ pointsAwarded: 10, user: { points: 10, level: 1 } });

    const again = await client.post('/api/social-share', {
      listingId: 'casa-dorada',
      platform: 'whatsapp',
    });
    expect(again.status).toBe(409);
    expect((await apiError(again)).code).toBe('already_shared');

    // Another platform, or a numeric id of another listing, counts again.
    expect(
      (await client.post('/api/social-share', { listingId: 'casa-dorada', platform: 'pinterest' }))
        .status,
    ).toBe(201);
    expect(
      (await client.post('/api/social-share', { listingId: 7, platform: 'whatsapp' })).status,
    ).toBe(201);
    const me = userSchema.parse(await (await client.get('/api/user')).json());
    expect(me.points).toBe(30);
  });

  it('raises the level every 100 points (level = floor(points / 100) + 1)', async () => {
    const client = await visitor();
    const platforms = ['whatsapp', 'facebook', 'twitter', 'pinterest'] as const;
    let last: unknown;
    for (let i = 0; i < 10; i++) {
      const res = await client.post('/api/social-share', {
        listingId: `villa-${Math.floor(i / 4)}`,
        platform: platforms[i % 4],
      });
      expect(res.status).toBe(201);
      last = await res.json();
    }
    expect(socialShareResponseSchema.parse(last).user).toMatchObject({ points: 100, level: 2 });
  });

  it('counts a burst of the same share once', async () => {
    const client = await visitor();
    const statuses = await Promise.all(
      Array.from({ length: 5 }, () =>
        client
          .post('/api/social-share', { listingId: 'l', platform: 'twitter' })
          .then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(4);
    const me = userSchema.parse(await (await client.get('/api/user')).json());
    expect(me.points).toBe(10);
  });

  it.each([
    [{ platform: 'whatsapp' }, 'listingId', 'Listing is required'],
    [{ listingId: '', platform: 'whatsapp' }, 'listingId', 'Listing is required'],
    [
      { listingId: 'x', platform: 'myspace' },
      'platform',
      'Platform must be whatsapp, facebook, twitter or pinterest',
    ],
  ])('validates %j', async (body, field, message) => {
    const client = await visitor();
    const res = await client.post('/api/social-share', body);
    expect(res.status).toBe(400);
    expect((await apiError(res)).errors?.[field]).toEqual([message]);
  });
});
