import {
  adventureListSchema,
  adventureSchema,
  apiErrorSchema,
  blogPostListSchema,
  blogPostSchema,
  calendarEventListSchema,
  resortListSchema,
  resortSummary,
  resortSummarySchema,
  resortSchema,
  restaurantListSchema,
  restaurantSchema,
  villaDetailSchema,
  villaListSchema,
} from '@cabo/contract';
import { catalogueVillas } from '@cabo/data';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  mockAdventures,
  mockBlogPostSummaries,
  mockEvents,
  mockResorts,
  mockRestaurants,
  mockVillas,
} from '../../../mocks/handlers/fixtures.ts';
import { runSeeds } from '../src/db/seeds/index.ts';
import { insertBookingRow } from './support/admin.ts';
import { useTestApp } from './support/app.ts';

// A fixed "today" (a Wednesday), so the events window is known: it starts Sunday 2026-03-01.
const app = useTestApp({ now: () => new Date('2026-03-04T15:00:00Z') });

beforeEach(async () => {
  await runSeeds(app.db);
});

async function getJson(path: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${app.url}${path}`);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return { status: res.status, body: await res.json() };
}

async function expectNotFound(path: string, message: string): Promise<void> {
  const { status, body } = await getJson(path);
  expect(status).toBe(404);
  expect(apiErrorSchema.parse(body)).toEqual({ message, code: 'not_found' });
}

describe('seeds', () => {
  it('are idempotent: seeding again changes no counts', async () => {
    const tables = ['resorts', 'villas', 'adventures', 'blog_posts', 'restaurants', 'events'];
    const count = async () =>
      Promise.all(tables.map(async (t) => Number((await app.db.knex(t).count({ n: '*' }))[0]!.n)));
    const before = await count();
    await runSeeds(app.db);
    expect(await count()).toEqual(before);
    expect(before[0]).toBe(25);
  });
});

describe('GET /api/resorts', () => {
  it('lists the 25 resorts in the contract shape', async () => {
    const { status, body } = await getJson('/api/resorts');
    expect(status).toBe(200);
    const resorts = resortListSchema.parse(body);
    expect(resorts).toHaveLength(25);
    // The list's fields only: reviews, facts and galleries come with each resort's page
    // (`pictures` is the cover alone: docs/media.md, "Seeded art").
    const listed = Object.keys(resortSummarySchema.shape);
    for (const r of body as Record<string, unknown>[]) {
      // No published review, no rating (docs/catalogue.md, "Ratings and reviews"); no "from"
      // price unless staff set one (docs/stays.md, "True totals").
      const expected = listed.filter(
        (k) =>
          (k !== 'rating' || Number(r.reviewCount) > 0) &&
          (k !== 'fromNightlyPrice' || r.fromNightlyPrice !== undefined),
      );
      expect(Object.keys(r).sort()).toEqual(expected.sort());
    }
    expect(resorts.some((r) => r.rating === undefined)).toBe(true);
    expect(resorts.every((r) => r.pictures?.length === 1)).toBe(true);
    const names = resorts.map((r) => r.name);
    expect(names).toContain('Waldorf Astoria Los Cabos Pedregal');
    expect(names).toContain('Casa Dorada Los Cabos Resort & Spa');
    expect(names.some((n) => n.startsWith('Four Seasons'))).toBe(true);
  });

  it('finds a resort by its slug and by the spec link aliases', async () => {
    const { body } = await getJson('/api/resorts/waldorf-astoria-los-cabos-pedregal');
    const waldorf = resortSchema.parse(body);
    expect(waldorf.features.length).toBeGreaterThan(0);
    const alias = resortSchema.parse((await getJson('/api/resorts/waldorf-astoria')).body);
    expect(alias.id).toBe(waldorf.id);
    const fourSeasons = resortSchema.parse((await getJson('/api/resorts/four-seasons')).body);
    expect(fourSeasons.name).toMatch(/^Four Seasons/);
  });

  it("gives every resort its fixed 'Good to know' facts (docs/stays.md)", async () => {
    const resorts = resortListSchema.parse((await getJson('/api/resorts')).body);
    for (const { slug } of resorts) {
      const r = resortSchema.parse((await getJson(`/api/resorts/${slug}`)).body);
      expect(r.goodToKnow.airportMinutes).toBeGreaterThan(0);
      expect(r.goodToKnow.steps).not.toBe('');
    }
    const { body } = await getJson('/api/resorts/casa-dorada-los-cabos-resort-spa');
    expect(resortSchema.parse(body).goodToKnow).toEqual({
      airportMinutes: 40,
      beach: 'swimmable',
      beachNote: 'Médano Beach is a calm bay; lifeguards on duty.',
      steps: 'Lifts to every floor; step-free from the lobby to the beach.',
      walkableTo: ['Cabo San Lucas marina', 'Médano Beach restaurants', 'Downtown (15 min)'],
    });
  });

  it('answers an unknown slug with a 404 JSON error', async () => {
    await expectNotFound('/api/resorts/no-such-resort', 'Resort Not Found');
  });
});

describe('GET /api/villas', () => {
  it('returns exactly the villa server record per villa (docs/stays.md)', async () => {
    const { status, body } = await getJson('/api/villas');
    expect(status).toBe(200);
    const villas = villaListSchema.parse(body);
    expect(villas.length).toBeGreaterThanOrEqual(9);
    expect(Object.keys((body as object[])[0]!).sort()).toEqual(
      [
        'id',
        'trackHsId',
        'name',
        'description',
        'bedrooms',
        'bathrooms',
        'maxGuests',
        'amenities',
        'imageUrl',
        'imageUrls',
        'pricePerNight',
        'seasonRates',
        'cleaningFee',
        'location',
        'address',
        'rating',
        'reviewCount',
        'latitude',
        'longitude',
        'lastSyncedAt',
        'createdAt',
        'updatedAt',
        // The villa's drawings, the cover first (docs/media.md, "Seeded art").
        'pictures',
      ].sort(),
    );
    expect(villas.map((v) => v.id).slice(0, 3)).toEqual(['villa-1', 'villa-2', 'villa-3']);
    for (const villa of villas) {
      expect(Number(villa.pricePerNight)).toBeGreaterThanOrEqual(1500);
      expect(Number(villa.pricePerNight)).toBeLessThanOrEqual(3999);
    }
  });

  it('finds a villa by slug with its simple-record fields and reviews', async () => {
    const [first] = villaListSchema.parse((await getJson('/api/villas')).body);
    const slug = `villa-${first!.name
      .replace(/^villa\s+/i, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')}`;
    const detail = villaDetailSchema.parse((await getJson(`/api/villas/${slug}`)).body);
    expect(detail.trackHsId).toBe(first!.trackHsId);
    expect(detail.slug).toBe(slug);
    expect(detail.reviews.length).toBeGreaterThan(0);
  });

  it("answers a villa's seeded season rates, soonest first, and an empty list without any", async () => {
    const villas = villaListSchema.parse((await getJson('/api/villas')).body);
    const seeded = catalogueVillas();
    for (const villa of villas) {
      const source = seeded.find((v) => v.id === villa.id)!;
      expect(villa.seasonRates, villa.name).toEqual(
        [...source.seasonRates!].sort((a, b) => a.start.localeCompare(b.start)),
      );
    }
    expect(villas.filter((v) => v.seasonRates!.length).length).toBeGreaterThanOrEqual(4);
    expect(villas.some((v) => v.seasonRates!.length === 0)).toBe(true);
    const detail = villaDetailSchema.parse((await getJson('/api/villas/villa-bellissima')).body);
    expect(detail.seasonRates).toContainEqual({
      name: 'Holidays',
      start: '2026-12-19',
      end: '2027-01-02',
      pricePerNight: '5200',
    });
  });

  it('answers an unknown slug with a 404 JSON error', async () => {
    await expectNotFound('/api/villas/villa-nowhere', 'Villa Not Found');
  });
});

describe('GET /api/adventures', () => {
  it('lists enough adventures for 3 pages of 12, every category present', async () => {
    const adventures = adventureListSchema.parse((await getJson('/api/adventures')).body);
    expect(adventures.length).toBeGreaterThan(24);
    const categories = new Set(adventures.map((a) => a.category));
    for (const c of ['water', 'land', 'luxury', 'family']) expect(categories).toContain(c);
  });

  it('finds an adventure by slug, including luxury-sailing (a link path, docs/catalogue.md)', async () => {
    const adventure = adventureSchema.parse((await getJson('/api/adventures/luxury-sailing')).body);
    expect(adventure.slug).toBe('luxury-sailing');
    expect(adventure.faq).toHaveLength(3);
  });

  it('answers the practical information stored by migration 0140 and the seed', async () => {
    const adventure = adventureSchema.parse((await getJson('/api/adventures/luxury-sailing')).body);
    expect(adventure.meetingPoint).toMatch(/hotel lobby/);
    expect(adventure.whatToBring).toContain('Reef-safe sunscreen');
    expect(adventure.cancellationPolicy).toMatch(/^Cancel up to 24 hours before the start/);
    expect(adventure.replyTime).toBe('within 24 hours');
    const list = adventureListSchema.parse((await getJson('/api/adventures')).body);
    for (const a of list) expect(a.replyTime).not.toBe('');
  });

  it('answers an unknown slug with a 404 JSON error', async () => {
    await expectNotFound('/api/adventures/moon-landing', 'Adventure not found');
  });
});

describe('GET /api/blog', () => {
  it('lists posts newest first without their content, the spec slugs included', async () => {
    const { body } = await getJson('/api/blog');
    const posts = blogPostListSchema.parse(body);
    expect((body as object[]).every((p) => !('content' in p))).toBe(true);
    const slugs = posts.map((p) => p.slug);
    for (const slug of [
      'top-10-hidden-beaches-cabo',
      'luxury-yacht-charters-guide',
      'planning-dream-wedding-cabo',
    ]) {
      expect(slugs).toContain(slug);
    }
    const dates = posts.map((p) => p.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('returns a post with its (sanitized) HTML and the calendar date as stored', async () => {
    const post = blogPostSchema.parse(
      (await getJson('/api/blog/luxury-yacht-charters-guide')).body,
    );
    expect(post.content).toContain('<h2>');
    expect(post.content).not.toMatch(/<script|on\w+=/i);
    const [row] = await app.db
      .knex('blog_posts')
      .where({ slug: post.slug })
      .select(app.db.knex.raw(`to_char(date, 'YYYY-MM-DD') as d`));
    expect(post.date).toBe((row as { d: string }).d);
  });

  it('answers an unknown slug with a 404 JSON error', async () => {
    await expectNotFound('/api/blog/nothing-here', 'Blog Post Not Found');
  });

  it('keeps the first posts of the list with ?limit, and refuses a limit it cannot give', async () => {
    const all = blogPostListSchema.parse((await getJson('/api/blog')).body);
    const newest = await getJson('/api/blog?limit=3');
    expect(newest.status).toBe(200);
    expect(blogPostListSchema.parse(newest.body)).toEqual(all.slice(0, 3));
    for (const limit of ['0', '101', '2.5', 'three', '']) {
      const { status, body } = await getJson(`/api/blog?limit=${limit}`);
      expect(status, limit).toBe(400);
      expect(body).toMatchObject({
        code: 'validation_failed',
        message: 'Limit must be a whole number from 1 to 100',
      });
    }
  });
});

describe('GET /api/restaurants', () => {
  it('lists the 2 fixed restaurants first, then the parsed list without duplicate names', async () => {
    const restaurants = restaurantListSchema.parse((await getJson('/api/restaurants')).body);
    expect(restaurants.length).toBeGreaterThan(2);
    // The fixed ones are the complete records (menu, time slots); parsed ones have the list's
    // fields, hours included (docs/adventures-and-restaurants.md, "Open now").
    for (const fixed of restaurants.slice(0, 2)) {
      expect(fixed.menu.length).toBeGreaterThan(0);
    }
    expect(restaurants.slice(2).every((r) => r.menu.length === 0)).toBe(true);
    for (const r of restaurants) {
      expect(Object.keys(r.hours), r.name).toEqual([
        'Monday',
        'Tuesday',
        'Wednesday',
        'Thursday',
        'Friday',
        'Saturday',
        'Sunday',
      ]);
    }
    const names = restaurants.map((r) => r.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it('finds a restaurant by id', async () => {
    const restaurant = restaurantSchema.parse((await getJson('/api/restaurants/1')).body);
    expect(restaurant.id).toBe(1);
  });

  it.each(['9999', 'abc', '1.5', '-1'])('answers id %s with a 404 JSON error', async (id) => {
    await expectNotFound(`/api/restaurants/${id}`, 'Restaurant not found');
  });
});

describe('GET /api/events', () => {
  it('dates every event inside the 28 days from the start of the current week', async () => {
    const events = calendarEventListSchema.parse((await getJson('/api/events')).body);
    expect(events.length).toBeGreaterThanOrEqual(20);
    for (const e of events) {
      expect(e.date >= '2026-03-01' && e.date <= '2026-03-28').toBe(true);
    }
    expect(events[0]!.date).toBe('2026-03-01');
    expect(new Set(events.map((e) => e.type))).toEqual(
      new Set(['music', 'food', 'sports', 'culture']),
    );
  });

  it('takes the first day of the window from ?from (the visitor calendar)', async () => {
    const events = calendarEventListSchema.parse(
      (await getJson('/api/events?from=2026-12-27')).body,
    );
    expect(events[0]!.date).toBe('2026-12-27');
    expect(events.at(-1)!.date <= '2027-01-23').toBe(true);
  });

  it.each(['from=tomorrow', 'from=2026-02-30', 'other=1'])('refuses ?%s with 400', async (q) => {
    const { status, body } = await getJson(`/api/events?${q}`);
    expect(status).toBe(400);
    expect(apiErrorSchema.parse(body).code).toBe('validation_failed');
  });
});

describe('the MSW fixtures (mocks/handlers/fixtures.ts)', () => {
  // Stories must show what the API serves: same data, apart from database timestamps and
  // the seeded drawings' `pictures`, whose placeholders the server's pipeline draws (stories
  // show an item without pictures: docs/media.md, "Seeded art").
  const withoutTimes = (list: unknown) =>
    (list as Record<string, unknown>[]).map(
      ({ createdAt: _c, updatedAt: _u, lastSyncedAt: _l, pictures: _p, ...rest }) => rest,
    );

  it.each([
    ['/api/resorts', mockResorts.map(resortSummary)],
    ['/api/villas', mockVillas],
    ['/api/adventures', mockAdventures],
    ['/api/blog', mockBlogPostSummaries],
    ['/api/events?from=2026-03-01', mockEvents('2026-03-01')],
  ])('%s equals its fixture', async (path, fixture) => {
    const { body } = await getJson(path);
    expect(withoutTimes(body)).toEqual(withoutTimes(fixture));
  });

  it('/api/restaurants equals its fixture once the table requests it counts are stored', async () => {
    for (const r of mockRestaurants) {
      for (let i = 0; i < r.bookingsToday; i++) {
        await insertBookingRow(app.db.knex, {
          booking_type: 'restaurant',
          listing_id: String(r.id),
          created_at: '2026-03-04T15:00:00Z',
        });
      }
    }
    const { body } = await getJson('/api/restaurants');
    expect(withoutTimes(body)).toEqual(withoutTimes(mockRestaurants));
  });
});
