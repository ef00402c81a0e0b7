import {
  apiErrorSchema,
  apiPath,
  apiPaths,
  contentCreatedSchema,
  contentHistorySchema,
  contentItemSchema,
  contentListSchema,
  realEstateListingSchema,
} from '@cabo/contract';
import { listings } from '@cabo/data';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSeeds } from '../src/db/seeds/index.ts';
import { patchJson, signedInAdmin, signedInEditor } from './support/admin.ts';
import { useTestApp } from './support/app.ts';
import { requireSiteBuild, siteDist } from './support/site-build.ts';

// The real estate page's listings (docs/catalogue.md, "Real estate"): a content studio kind
// whose published items GET /api/real-estate/listings answers and /real-estate renders.
const app = useTestApp({ siteDist });

requireSiteBuild();

beforeEach(async () => {
  await runSeeds(app.db);
});

const kindList = apiPath(apiPaths.adminContentList, { kind: 'listings' });
const action = (p: string, id: number | string) => apiPath(p, { kind: 'listings', id });

/** The published listings, each with its cover (its first drawing: docs/media.md, "Seeded art"). */
async function publishedWithCovers() {
  const res = await fetch(`${app.url}${apiPaths.realEstateListings}`);
  expect(res.status).toBe(200);
  return realEstateListingSchema
    .strict()
    .array()
    .parse(await res.json());
}

/** The published listings, their covers aside. */
async function publicListings() {
  const answered = await publishedWithCovers();
  return answered.map(({ pictures: _pictures, ...listing }) => listing);
}

const pageHtml = async () => {
  const res = await fetch(`${app.url}/real-estate`);
  expect(res.status).toBe(200);
  return res.text();
};

/** A new listing's whole content: the first seeded one's, under another title and price. */
function newListing(title: string) {
  const { id: _id, ...content } = listings[0]!;
  return { ...content, title, price: 875_000 };
}

describe('GET /api/real-estate/listings', () => {
  it('answers the three seeded listings in display order, as the seed has them', async () => {
    const answered = await publicListings();
    expect(answered).toEqual(listings);
    for (const { pictures } of await publishedWithCovers()) expect(pictures).toHaveLength(1);
    expect(answered.map((l) => l.price)).toEqual([4_950_000, 1_250_000, 2_375_000]);
  });

  it('are each one’s first published revision in the studio', async () => {
    const admin = await signedInAdmin(app);
    const list = contentListSchema.parse(await (await admin.get(kindList)).json());
    expect(list.total).toBe(3);
    expect(list.items.every((i) => i.status === 'published' && i.version === 1)).toBe(true);
    expect(list.items.map((i) => i.title).sort()).toEqual(listings.map((l) => l.title).sort());
    const history = contentHistorySchema.parse(
      await (await admin.get(action(apiPaths.adminContentHistory, 1))).json(),
    );
    expect(history.revisions.map((r) => [r.action, r.status])).toEqual([['seed', 'published']]);
    const item = contentItemSchema.parse(
      await (await admin.get(action(apiPaths.adminContentItem, 1))).json(),
    );
    expect(item.path).toBe('/real-estate');
    expect(item.content).toMatchObject({ price: 4_950_000 });
    // Its drawings, seeded as media pictures (docs/media.md, "Seeded art").
    expect((item.content as { galleryIds?: string[] }).galleryIds?.length).toBeGreaterThanOrEqual(
      2,
    );
  });

  it('/real-estate is rendered with the listings from the database, ready to hydrate', async () => {
    await app.db.knex('real_estate_listings').where({ id: 2 }).update({ price: 1_199_000 });
    const html = await pageHtml();
    expect(html).toContain('Oceanfront Villa in Pedregal');
    expect(html).toContain('$4,950,000');
    expect(html).toContain('Pedregal, Cabo San Lucas');
    // The page's query answer travels in the HTML, so the browser does not ask again.
    expect(html).toContain(`"${apiPaths.realEstateListings}"`);
    // Read from the table (a change made behind the studio's back shows once the cache is cold).
    expect(html).toContain('$1,199,000');
  });
});

describe('a listing in the content studio', () => {
  it('is seen by visitors, in the list and on the page, only while it is published', async () => {
    const editor = await signedInEditor(app);
    const title = 'Marina View Penthouse';
    const created = await editor.post(kindList, newListing(title));
    expect(created.status).toBe(201);
    const { id, slug } = contentCreatedSchema.parse(await created.json());
    expect(id).toBe(4);
    expect(slug).toBeNull();
    expect((await publicListings()).map((l) => l.title)).not.toContain(title);
    expect(await pageHtml()).not.toContain(title);

    const published = await editor.post(action(apiPaths.adminContentPublish, id));
    expect(published.status).toBe(200);
    const shown = await publicListings();
    expect(shown.map((l) => l.id)).toEqual([1, 2, 3, 4]);
    expect(shown[3]).toMatchObject({ title, price: 875_000 });
    const html = await pageHtml();
    expect(html).toContain(title);
    expect(html).toContain('$875,000');

    // A draft edit waits for publish.
    const saved = await patchJson(editor, action(apiPaths.adminContentItem, id), {
      version: 2,
      price: 850_000,
    });
    expect(saved.status).toBe(200);
    expect((await publicListings())[3]!.price).toBe(875_000);

    const unpublished = await editor.post(action(apiPaths.adminContentUnpublish, id));
    expect(unpublished.status).toBe(200);
    expect((await publicListings()).map((l) => l.id)).toEqual([1, 2, 3]);
    expect(await pageHtml()).not.toContain(title);

    const archived = await editor.post(action(apiPaths.adminContentArchive, 1));
    expect(archived.status).toBe(200);
    expect((await publicListings()).map((l) => l.id)).toEqual([2, 3]);
    expect(await pageHtml()).not.toContain('Oceanfront Villa in Pedregal');
  });

  it('answers 400 with field errors for bad content, and stores nothing', async () => {
    const admin = await signedInAdmin(app);
    const bad = await admin.post(kindList, { ...newListing('  '), price: -5, sqft: 12.5 });
    expect(bad.status).toBe(400);
    const body = apiErrorSchema.parse(await bad.json());
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['price', 'sqft', 'title']);
    expect(body.errors?.title).toEqual(['Name the listing']);
    expect(body.errors?.price).toEqual(['The price is whole dollars, e.g. 1250000']);

    const saved = await patchJson(admin, action(apiPaths.adminContentItem, 1), {
      version: 1,
      title: '',
      price: '4950000',
    });
    expect(saved.status).toBe(400);
    expect(Object.keys(apiErrorSchema.parse(await saved.json()).errors ?? {}).sort()).toEqual([
      'price',
      'title',
    ]);
    expect(await app.db.knex('real_estate_listings').count({ n: '*' })).toEqual([{ n: 3 }]);
    const item = contentItemSchema.parse(
      await (await admin.get(action(apiPaths.adminContentItem, 1))).json(),
    );
    expect(item).toMatchObject({ version: 1, hasDraft: false });
    expect(await publicListings()).toEqual(listings);
  });

  it('a draft is previewed by staff on /real-estate; visitors keep the published page', async () => {
    const admin = await signedInAdmin(app);
    const created = await admin.post(kindList, newListing('Draft Casa on the Corridor'));
    expect(created.status).toBe(201);
    await patchJson(admin, action(apiPaths.adminContentItem, 2), {
      version: 1,
      title: 'Médano Condo, new title in draft',
    });
    await admin.post(action(apiPaths.adminContentArchive, 3));

    const staff = await admin.get('/real-estate?preview=1');
    expect(staff.status).toBe(200);
    expect(staff.headers.get('cache-control')).toBe('no-store');
    const preview = await staff.text();
    expect(preview).toContain('Draft Casa on the Corridor');
    expect(preview).toContain('Médano Condo, new title in draft');
    expect(preview).not.toContain('Golf Course Home in Puerto Los Cabos');

    const visitor = await pageHtml();
    expect(visitor).not.toContain('Draft Casa on the Corridor');
    expect(visitor).toContain('Beachfront Condo at Médano');
    // The list API answers no draft to a request that merely claims to preview.
    const api = await fetch(`${app.url}${apiPaths.realEstateListings}`, {
      headers: { 'x-cabo-preview': 'guess' },
    });
    expect((await api.json()) as unknown[]).toHaveLength(2);
  });
});
