import {
  adminReviewListSchema,
  adminReviewSchema,
  apiPath,
  apiPaths,
  ratingFigures,
  resortListSchema,
  resortSchema,
  restaurantListSchema,
  restaurantSchema,
  reviewEligibilitySchema,
  reviewMessages,
  villaDetailSchema,
  villaListSchema,
  visitorReviewResultSchema,
  type AdminReview,
} from '@cabo/contract';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';
import { catalogueChanged } from '../src/cache/catalogue-change.ts';
import { runSeeds } from '../src/db/seeds/index.ts';
import {
  insertBookingRow,
  patchJson,
  signedInAdmin,
  signedInEditor,
  signedInVisitor,
} from './support/admin.ts';
import { useTestApp } from './support/app.ts';
import { apiError, CookieClient } from './support/client.ts';

// The built site, so pages arrive server-rendered (as in server-rendering.test.ts).
const siteDist = path.resolve(fileURLToPath(import.meta.url), '../../../site/dist');
const app = useTestApp({ siteDist });

beforeEach(async () => {
  await runSeeds(app.db);
});

async function getJson<T>(path: string, parse: (v: unknown) => T): Promise<T> {
  const res = await fetch(`${app.url}${path}`);
  expect(res.status).toBe(200);
  return parse(await res.json());
}

/** The stored, published stars of an item, straight from the table. */
async function publishedStars(kind: string, itemId: string): Promise<number[]> {
  const rows = (await app.db
    .knex('reviews')
    .where({ kind, item_id: itemId, status: 'published' })
    .select('rating')) as { rating: number }[];
  return rows.map((r) => r.rating);
}

const meanOf = (stars: number[]) =>
  ratingFigures(
    stars.reduce((t, s) => t + s, 0),
    stars.length,
  );

async function villaFigures(id: string, slug: string) {
  const list = await getJson(apiPaths.villas, (v) => villaListSchema.parse(v));
  const card = list.find((v) => v.id === id)!;
  const page = await getJson(apiPath(apiPaths.villa, { slug }), (v) => villaDetailSchema.parse(v));
  // React marks text joins with empty comments: read the text as a visitor would.
  const html = (await (await fetch(`${app.url}/villas/${slug}`)).text()).replaceAll('<!-- -->', '');
  return { card, page, html };
}

async function adminReviews(client: CookieClient, query = ''): Promise<AdminReview[]> {
  const res = await client.get(`${apiPaths.adminReviews}${query}`);
  expect(res.status).toBe(200);
  return adminReviewListSchema.parse(await res.json());
}

describe('ratings are the mean of the stored, published reviews', () => {
  it('the villa card, the villa page and its HTML agree with the table', async () => {
    const [villa] = (await app.db.knex('villas').orderBy('id').limit(1)) as {
      id: string;
      slug: string;
    }[];
    const stars = await publishedStars('villas', villa!.id);
    expect(stars.length).toBeGreaterThan(0);
    const expected = meanOf(stars);

    const { card, page, html } = await villaFigures(villa!.id, villa!.slug);
    expect(card.rating).toBe(expected.rating);
    expect(card.reviewCount).toBe(stars.length);
    expect(page.rating).toBe(expected.rating);
    expect(page.reviewCount).toBe(stars.length);
    expect(page.reviews).toHaveLength(stars.length);
    expect(html).toContain(`Rated ${expected.rating} out of 5`);
    expect(html).toContain(`(${stars.length} reviews)`);
  });

  it('rounds the mean to one decimal, halves up', async () => {
    const [resort] = (await app.db.knex('resorts').orderBy('id').limit(1)) as {
      id: number;
      slug: string;
    }[];
    await app.db
      .knex('reviews')
      .where({ kind: 'resorts', item_id: String(resort!.id) })
      .del();
    await app.db.knex('reviews').insert(
      [5, 4, 4, 4].map((rating, i) => ({
        kind: 'resorts',
        item_id: String(resort!.id),
        author: `Guest ${i}`,
        rating,
        text: 'A fine stay by the sea, with a calm pool and kind staff.',
        reviewed_on: '2026-01-10',
        status: 'published',
        source: 'seed',
      })),
    );
    catalogueChanged(app.db);
    const list = await getJson(apiPaths.resorts, (v) => resortListSchema.parse(v));
    const page = await getJson(apiPath(apiPaths.resort, { slug: resort!.slug }), (v) =>
      resortSchema.parse(v),
    );
    // 17 / 4 = 4.25 -> 4.3
    expect(list.find((r) => r.id === resort!.id)).toMatchObject({ rating: 4.3, reviewCount: 4 });
    expect(page).toMatchObject({ rating: 4.3, reviewCount: 4 });
  });

  it('an item without reviews has no rating, on the card, the page and in its JSON-LD', async () => {
    const list = await getJson(apiPaths.restaurants, (v) => restaurantListSchema.parse(v));
    expect(list.length).toBeGreaterThan(0);
    for (const r of list) {
      expect(r.rating).toBeUndefined();
      expect(r.reviewCount).toBe(0);
    }
    const first = list[0]!;
    const page = await getJson(apiPath(apiPaths.restaurant, { id: String(first.id) }), (v) =>
      restaurantSchema.parse(v),
    );
    expect(page.rating).toBeUndefined();
    const html = await (await fetch(`${app.url}/restaurants/${first.id}`)).text();
    expect(html).not.toContain('aggregateRating');
    expect(html).not.toMatch(/Rated [\d.]+ out of 5/);
  });

  it('JSON-LD rates resorts (businesses the site lists), never villas or adventures', async () => {
    const [resort] = (await app.db.knex('resorts').orderBy('id').limit(1)) as { slug: string }[];
    const resortHtml = await (await fetch(`${app.url}/resorts/${resort!.slug}`)).text();
    expect(resortHtml).toContain('aggregateRating');
    const [villa] = (await app.db.knex('villas').orderBy('id').limit(1)) as { slug: string }[];
    expect(await (await fetch(`${app.url}/villas/${villa!.slug}`)).text()).not.toContain(
      'aggregateRating',
    );
    const [adventure] = (await app.db.knex('adventures').orderBy('id').limit(1)) as {
      slug: string;
    }[];
    const adventureHtml = await (await fetch(`${app.url}/adventures/${adventure!.slug}`)).text();
    expect(adventureHtml).toMatch(/Rated [\d.]+ out of 5/);
    expect(adventureHtml).not.toContain('aggregateRating');
  });
});

describe('moderation (docs/admin.md, "Reviews")', () => {
  it('hiding a review changes the card and the page at once; restoring brings it back', async () => {
    const [villa] = (await app.db.knex('villas').orderBy('id').limit(1)) as {
      id: string;
      slug: string;
    }[];
    const editor = await signedInEditor(app);
    const before = await villaFigures(villa!.id, villa!.slug);
    const ofVilla = await adminReviews(editor, `?kind=villas&status=published`);
    const target = ofVilla.find((r) => r.itemId === villa!.id && r.rating === 4)!;
    expect(target.itemName).toBe(before.page.name);

    const hidden = await patchJson(editor, apiPath(apiPaths.adminReview, { id: target.id }), {
      status: 'hidden',
    });
    expect(hidden.status).toBe(200);
    expect(adminReviewSchema.parse(await hidden.json()).status).toBe('hidden');

    const stars = await publishedStars('villas', villa!.id);
    expect(stars).toHaveLength(before.page.reviewCount - 1);
    const after = await villaFigures(villa!.id, villa!.slug);
    expect(after.card.rating).toBe(meanOf(stars).rating);
    expect(after.page.rating).toBe(meanOf(stars).rating);
    expect(after.card.reviewCount).toBe(stars.length);
    expect(after.page.reviews.map((r) => r.author)).not.toContain(target.author);
    expect(after.html).toContain(`Rated ${meanOf(stars).rating} out of 5`);
    expect(await adminReviews(editor, '?status=hidden')).toHaveLength(1);

    const restored = await patchJson(editor, apiPath(apiPaths.adminReview, { id: target.id }), {
      status: 'published',
    });
    expect(restored.status).toBe(200);
    const again = await villaFigures(villa!.id, villa!.slug);
    expect(again.page.rating).toBe(before.page.rating);
    expect(again.card.reviewCount).toBe(before.card.reviewCount);
  });

  it('is staff only: 401 signed out, 403 for a visitor; admins and editors may', async () => {
    expect((await fetch(`${app.url}${apiPaths.adminReviews}`)).status).toBe(401);
    const visitor = await signedInVisitor(app);
    expect((await visitor.get(apiPaths.adminReviews)).status).toBe(403);
    const patch = await patchJson(visitor, apiPath(apiPaths.adminReview, { id: 1 }), {
      status: 'hidden',
    });
    expect(patch.status).toBe(403);
    const admin = await signedInAdmin(app);
    expect((await adminReviews(admin)).length).toBeGreaterThan(0);
  });

  it('refuses an unknown status or review with a message', async () => {
    const admin = await signedInAdmin(app);
    const [first] = await adminReviews(admin);
    const bad = await patchJson(admin, apiPath(apiPaths.adminReview, { id: first!.id }), {
      status: 'pending',
    });
    expect(bad.status).toBe(400);
    expect((await apiError(bad)).message).toBeTruthy();
    const missing = await patchJson(admin, apiPath(apiPaths.adminReview, { id: 999999 }), {
      status: 'hidden',
    });
    expect(missing.status).toBe(404);
    expect((await admin.get(`${apiPaths.adminReviews}?status=odd`)).status).toBe(400);
  });
});

describe('visitor reviews (POST /api/reviews)', () => {
  const text = 'Our guide was patient and funny, and the desert at sunset was unforgettable.';

  async function visitorWithBooking(status: 'confirmed' | 'pending' = 'confirmed') {
    const client = await signedInVisitor(app, 'guest@example.com');
    const me = (await (await client.get(apiPaths.user)).json()) as { id: number };
    const [adventure] = (await app.db.knex('adventures').orderBy('id').limit(1)) as {
      id: number;
      slug: string;
    }[];
    const bookingId = await insertBookingRow(app.db.knex, {
      booking_type: 'adventure',
      listing_id: adventure!.slug,
      first_name: 'Sofía',
      last_name: 'ramírez',
      status,
      user_id: me.id,
    });
    return { client, adventure: adventure!, bookingId };
  }

  it('401 signed out', async () => {
    const res = await new CookieClient(app.url).post(apiPaths.reviews, {
      kind: 'adventures',
      itemId: 1,
      rating: 5,
      text,
    });
    expect(res.status).toBe(401);
    expect((await apiError(res)).message).toBe(reviewMessages.notLoggedIn);
  });

  it('refuses without a confirmed booking of that item', async () => {
    const { client, adventure } = await visitorWithBooking('pending');
    const eligibility = reviewEligibilitySchema.parse(
      await (
        await client.get(`${apiPaths.reviewEligibility}?kind=adventures&itemId=${adventure.id}`)
      ).json(),
    );
    expect(eligibility).toEqual({ signedIn: true, canReview: false });
    const res = await client.post(apiPaths.reviews, {
      kind: 'adventures',
      itemId: adventure.id,
      rating: 5,
      text,
    });
    expect(res.status).toBe(403);
    expect((await apiError(res)).message).toBe(reviewMessages.noBooking);
    expect(await app.db.knex('reviews').where({ source: 'visitor' })).toHaveLength(0);
  });

  it('refuses a bad rating or text with the field messages, storing nothing', async () => {
    const { client, adventure } = await visitorWithBooking();
    const res = await client.post(apiPaths.reviews, {
      kind: 'adventures',
      itemId: adventure.id,
      rating: 6,
      text: 'Great',
    });
    expect(res.status).toBe(400);
    const error = await apiError(res);
    expect(error.errors?.rating).toContain(reviewMessages.rating);
    expect(error.errors?.text).toContain(reviewMessages.textShort);
    expect(await app.db.knex('reviews').where({ source: 'visitor' })).toHaveLength(0);
  });

  it('stores one pending review per confirmed booking; staff publish it and the figures move', async () => {
    const { client, adventure, bookingId } = await visitorWithBooking();
    const before = await getJson(
      apiPath(apiPaths.adventure, { slug: adventure.slug }),
      (v) => v as { rating?: number; reviewCount: number },
    );
    const eligible = await client.get(
      `${apiPaths.reviewEligibility}?kind=adventures&itemId=${adventure.slug}`,
    );
    expect(reviewEligibilitySchema.parse(await eligible.json()).canReview).toBe(true);

    const res = await client.post(apiPaths.reviews, {
      kind: 'adventures',
      itemId: adventure.id,
      rating: 1,
      text,
    });
    expect(res.status).toBe(201);
    const stored = visitorReviewResultSchema.parse(await res.json());
    expect(stored.status).toBe('pending');

    const again = await client.post(apiPaths.reviews, {
      kind: 'adventures',
      itemId: adventure.id,
      rating: 4,
      text,
    });
    expect(again.status).toBe(409);
    expect((await apiError(again)).message).toBe(reviewMessages.alreadyReviewed);

    // Pending: nothing public changes.
    const pending = await getJson(
      apiPath(apiPaths.adventure, { slug: adventure.slug }),
      (v) => v as { rating?: number; reviewCount: number },
    );
    expect(pending.reviewCount).toBe(before.reviewCount);

    const editor = await signedInEditor(app);
    const [queued] = await adminReviews(editor, '?status=pending');
    expect(queued).toMatchObject({
      id: stored.id,
      author: 'Sofía R.',
      source: 'visitor',
      bookingId,
      rating: 1,
    });
    const publish = await patchJson(editor, apiPath(apiPaths.adminReview, { id: stored.id }), {
      status: 'published',
    });
    expect(publish.status).toBe(200);
    const after = await getJson(
      apiPath(apiPaths.adventure, { slug: adventure.slug }),
      (v) => v as { rating?: number; reviewCount: number },
    );
    const stars = await publishedStars('adventures', String(adventure.id));
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    expect(after.rating).toBe(meanOf(stars).rating);
  });
});
