import {
  apiErrorSchema,
  apiPaths,
  realEstateListingListSchema,
  resortSchema,
  searchIndexOptions,
  submissionReceiptSchema,
  type SearchDocument,
  villaListSchema,
} from '@cabo/contract';
import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { mockGet, mockSend } from './support/mock-fetch.ts';
import { expectStillPending, MOCK_ORIGIN as origin, useMockServer } from './support/mock-server.ts';
import { validBookings, validGuide, validLeads } from './support/submissions.ts';

// The MSW handlers the stories use (mocks/handlers), run in Node against fetch. Their paths
// are relative, as in the browser, so a page location is given for them to resolve against.
const msw = useMockServer();

const get = mockGet;
const post = (path: string, body: unknown) => mockSend('POST', path, body);

describe('catalogue groups', () => {
  it('default: lists and details from the seed data, 404s with the spec titles', async () => {
    const villas = villaListSchema.parse(await (await get('/api/villas')).json());
    expect(villas).toHaveLength(msw.mocks.mockVillas.length);
    const fourSeasons = resortSchema.parse(await (await get('/api/resorts/four-seasons')).json());
    expect(fourSeasons.name).toMatch(/^Four Seasons/);
    for (const [path, message] of [
      ['/api/resorts/nope', 'Resort Not Found'],
      ['/api/villas/nope', 'Villa Not Found'],
      ['/api/adventures/nope', 'Adventure not found'],
      ['/api/blog/nope', 'Blog Post Not Found'],
      ['/api/restaurants/999', 'Restaurant not found'],
    ]) {
      const res = await get(path!);
      expect(res.status).toBe(404);
      expect(apiErrorSchema.parse(await res.json()).message).toBe(message);
    }
  });

  it('events follow ?from like the server', async () => {
    const events = (await (await get('/api/events?from=2026-03-01')).json()) as { date: string }[];
    expect(events[0]!.date).toBe('2026-03-01');
  });

  it.each(['resorts', 'villas', 'adventures', 'blog', 'restaurants', 'events'] as const)(
    '%s: the Empty, Error and Slow groups',
    async (name) => {
      const path = name === 'blog' ? '/api/blog' : `/api/${name}`;
      msw.server.use(...msw.mocks[`${name}Empty`]);
      expect(await (await get(path)).json()).toEqual([]);
      msw.server.use(...msw.mocks[`${name}Error`]);
      expect((await get(path)).status).toBe(500);
      msw.server.use(...msw.mocks[`${name}Slow`]);
      await expectStillPending((signal) => get(path, signal));
    },
  );
});

describe('search index', () => {
  it('answers an index of the mock catalogue that loads with the options; Error and Slow', async () => {
    const index = MiniSearch.loadJSON<SearchDocument>(
      await (await get(apiPaths.searchIndex)).text(),
      searchIndexOptions,
    );
    const urls = index.search('wale').map((hit) => hit.url as string);
    expect(urls).toContain('/adventures/whale-watching');
    expect(urls.some((url) => /^\/adventures\/.*whale/.test(url))).toBe(true);
    msw.server.use(...msw.mocks.searchIndexError);
    expect((await get(apiPaths.searchIndex)).status).toBe(500);
    msw.server.use(...msw.mocks.searchIndexSlow);
    await expectStillPending((signal) => get(apiPaths.searchIndex, signal));
  });
});

describe('real estate listings', () => {
  it('answers the seeded listings in the contract shape; Empty, Error and Slow groups', async () => {
    const path = apiPaths.realEstateListings;
    const listings = realEstateListingListSchema.parse(await (await get(path)).json());
    expect(listings.map((l) => l.price)).toEqual([4_950_000, 1_250_000, 2_375_000]);
    msw.server.use(...msw.mocks.realEstateListingsEmpty);
    expect(await (await get(path)).json()).toEqual([]);
    msw.server.use(...msw.mocks.realEstateListingsError);
    expect((await get(path)).status).toBe(500);
    msw.server.use(...msw.mocks.realEstateListingsSlow);
    await expectStillPending((signal) => get(path, signal));
  });
});

describe('submission groups', () => {
  it.each([
    ['/api/leads', () => validLeads().wedding, 'new'],
    ['/api/guide-submissions', validGuide, 'pending'],
    ['/api/bookings', () => validBookings().adventure, 'pending'],
  ] as const)(
    '%s: 201, replay, 422 for a reused id, 400 with the schema messages',
    async (path, make, status) => {
      const payload = make();
      const first = await post(path, payload);
      expect(first.status).toBe(201);
      const receipt = submissionReceiptSchema.parse(await first.json());
      expect(receipt).toMatchObject({ submissionId: payload.submissionId, status });
      expect(await (await post(path, payload)).json()).toEqual(receipt);
      expect((await post(path, { ...payload, email: 'other@example.com' })).status).toBe(422);
      const invalid = await post(path, { ...payload, email: 'nope' });
      expect(invalid.status).toBe(400);
      expect(apiErrorSchema.parse(await invalid.json()).errors).toHaveProperty('email');
    },
  );

  it.each([
    ['/api/leads', 'leads'],
    ['/api/guide-submissions', 'guideSubmissions'],
    ['/api/bookings', 'bookings'],
  ] as const)('%s: the Error and Slow groups', async (path, name) => {
    msw.server.use(...msw.mocks[`${name}Error`]);
    expect((await post(path, {})).status).toBe(500);
    msw.server.use(...msw.mocks[`${name}Slow`]);
    await expectStillPending((signal) => fetch(`${origin}${path}`, { method: 'POST', signal }));
  });
});
