import { SHARE_LISTING_NOT_FOUND, socialShareResponseSchema, userSchema } from '@cabo/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  mockAdventures,
  mockResortAliases,
  mockResorts,
  mockVillaDetails,
} from '../../../mocks/handlers/fixtures.ts';
import { runSeeds } from '../src/db/seeds/index.ts';
import { useTestApp } from './support/app.ts';
import { apiError, CookieClient } from './support/client.ts';

const app = useTestApp();

beforeEach(async () => {
  await runSeeds(app.db);
});

const adventure = mockAdventures[0]!;
const resort = mockResorts[0]!;
const villa = mockVillaDetails[0]!;

async function visitor(): Promise<CookieClient> {
  const client = new CookieClient(app.url);
  await client.post('/api/register', { email: 'sharer@example.com', password: 'long enough pw' });
  return client;
}

const points = async (client: CookieClient) =>
  userSchema.parse(await (await client.get('/api/user')).json()).points;

describe('POST /api/social-share', () => {
  it('is 401 without a session and stores nothing', async () => {
    const res = await fetch(`${app.url}/api/social-share`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        listingType: 'adventure',
        listingId: adventure.slug,
        platform: 'whatsapp',
      }),
    });
    expect(res.status).toBe(401);
    expect(await app.db.knex('social_shares').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('gives 10 points once per listing and platform; a repeat is 409 and gives nothing', async () => {
    const client = await visitor();
    const share = { listingType: 'adventure', listingId: adventure.slug, platform: 'whatsapp' };
    const first = await client.post('/api/social-share', share);
    expect(first.status).toBe(201);
    const body = socialShareResponseSchema.parse(await first.json());
    expect(body).toMatchObject({ pointsAwarded: 10, user: { points: 10, level: 1 } });

    const again = await client.post('/api/social-share', share);
    expect(again.status).toBe(409);
    expect(await apiError(again)).toEqual({
      message: 'Points for this share were already given',
      code: 'already_shared',
    });
    // The same adventure by its numeric id is the same listing.
    const byId = await client.post('/api/social-share', { ...share, listingId: adventure.id });
    expect(byId.status).toBe(409);
    expect(await points(client)).toBe(10);

    // Another platform counts again.
    expect(
      (await client.post('/api/social-share', { ...share, platform: 'pinterest' })).status,
    ).toBe(201);
    expect(await points(client)).toBe(20);
  });

  it('accepts resorts (by id, slug or alias) and villas (by id or slug) that exist', async () => {
    const client = await visitor();
    const [alias, resortId] = [...mockResortAliases.entries()][0]!;
    const aliased = mockResorts.find((r) => r.id === resortId)!;
    const send = (listingType: string, listingId: string | number, platform = 'facebook') =>
      client.post('/api/social-share', { listingType, listingId, platform }).then((r) => r.status);

    expect(await send('resort', resort.slug)).toBe(201);
    expect(await send('resort', resort.id)).toBe(409);
    expect(await send('resort', alias, 'twitter')).toBe(201);
    expect(await send('resort', aliased.slug, 'twitter')).toBe(409);
    expect(await send('villa', villa.id)).toBe(201);
    expect(await send('villa', villa.slug)).toBe(409);
    expect(await points(client)).toBe(30);
    const rows = await app.db
      .knex('social_shares')
      .orderBy('id')
      .select('listing_type', 'listing_id', 'platform');
    expect(rows).toEqual([
      { listing_type: 'resort', listing_id: resort.slug, platform: 'facebook' },
      { listing_type: 'resort', listing_id: aliased.slug, platform: 'twitter' },
      { listing_type: 'villa', listing_id: villa.slug, platform: 'facebook' },
    ]);
  });

  it.each([
    ['adventure', 'no-such-adventure'],
    ['resort', 'no-such-resort'],
    ['resort', 999_999],
    ['villa', 'villa-999'],
    // A listing of another kind is not this kind's listing.
    ['villa', adventure.slug],
    ['adventure', '99999999999999999999'],
  ])('refuses a %s that does not exist (%j): 404, no points', async (listingType, listingId) => {
    const client = await visitor();
    const res = await client.post('/api/social-share', {
      listingType,
      listingId,
      platform: 'whatsapp',
    });
    expect(res.status).toBe(404);
    expect(await apiError(res)).toEqual({
      message: SHARE_LISTING_NOT_FOUND,
      code: 'listing_not_found',
    });
    expect(await points(client)).toBe(0);
    expect(await app.db.knex('social_shares').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('raises the level every 100 points (level = floor(points / 100) + 1)', async () => {
    const client = await visitor();
    const platforms = ['whatsapp', 'facebook', 'twitter', 'pinterest'] as const;
    let last: unknown;
    for (let i = 0; i < 10; i++) {
      const res = await client.post('/api/social-share', {
        listingType: 'adventure',
        listingId: mockAdventures[Math.floor(i / 4)]!.slug,
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
          .post('/api/social-share', {
            listingType: 'villa',
            listingId: villa.slug,
            platform: 'twitter',
          })
          .then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(4);
    expect(await points(client)).toBe(10);
  });

  it.each([
    [{ listingType: 'adventure', platform: 'whatsapp' }, 'listingId', 'Listing is required'],
    [
      { listingType: 'adventure', listingId: '', platform: 'whatsapp' },
      'listingId',
      'Listing is required',
    ],
    [
      { listingId: 'x', platform: 'whatsapp' },
      'listingType',
      'Listing type must be resort, villa or adventure',
    ],
    [
      { listingType: 'restaurant', listingId: 'x', platform: 'whatsapp' },
      'listingType',
      'Listing type must be resort, villa or adventure',
    ],
    [
      { listingType: 'adventure', listingId: 'x', platform: 'myspace' },
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
