import {
  adminSiteFiguresSchema,
  apiErrorSchema,
  apiPath,
  apiPaths,
  addDays,
  adventureSchema,
  caboDate,
  blogPostSchema,
  contentItemSchema,
  readTimeLabel,
  restaurantSchema,
  siteFiguresSchema,
} from '@cabo/contract';
import { siteFiguresSeed } from '@cabo/data';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSeeds } from '../src/db/seeds/index.ts';
import { insertBookingRow, patchJson, signedInAdmin, signedInEditor } from './support/admin.ts';
import { useTestApp } from './support/app.ts';
import { postJson, validBookings } from './support/submissions.ts';
import { requireSiteBuild, siteDist } from './support/site-build.ts';

// Figures computed from stored data (docs/catalogue.md, "Figures"): bookings today, discounts,
// read time and the marketing figures staff keep, over HTTP on the real app and pages.

// 23:45 on March 14 in Cabo (UTC-7): the UTC date is already March 15.
let clock = new Date('2026-03-15T06:45:00Z');
const app = useTestApp({ siteDist, now: () => clock });

requireSiteBuild();

beforeEach(async () => {
  clock = new Date('2026-03-15T06:45:00Z');
  await runSeeds(app.db);
});

/** A page's text as a visitor reads it (React's SSR separators and tags out). */
async function pageText(url: string): Promise<string> {
  const res = await fetch(`${app.url}${url}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  const body = html.slice(html.indexOf('<body'));
  return body
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

async function getJson(url: string): Promise<unknown> {
  const res = await fetch(`${app.url}${url}`);
  expect(res.status).toBe(200);
  return res.json();
}

/** Table requests for restaurant `id`, stored at each instant. */
async function tableRequests(id: number, at: string[]): Promise<void> {
  for (const created of at) {
    await insertBookingRow(app.db.knex, {
      booking_type: 'restaurant',
      listing_id: String(id),
      listing_name: 'A restaurant',
      start_date: '2026-03-20',
      end_date: null,
      created_at: created,
    });
  }
}

const times = (n: number, at: string) => Array.from({ length: n }, () => at);

async function restaurantFigure(id: number): Promise<number> {
  const list = restaurantSchema.array().parse(await getJson(apiPaths.restaurants));
  const listed = list.find((r) => r.id === id)!;
  const one = restaurantSchema.parse(
    await getJson(apiPath(apiPaths.restaurant, { id: String(id) })),
  );
  // The list card and the page agree.
  expect(one.bookingsToday).toBe(listed.bookingsToday);
  return listed.bookingsToday;
}

describe('"Popular: N bookings today"', () => {
  it("counts the table requests stored on Cabo's day, though UTC is already the next", async () => {
    await tableRequests(1, [
      '2026-03-14T06:59:00Z', // 23:59 on March 13 in Cabo: yesterday
      '2026-03-14T07:00:00Z', // midnight starting March 14 in Cabo
      '2026-03-14T19:00:00Z',
      '2026-03-15T06:30:00Z', // 23:30 on March 14 in Cabo, March 15 in UTC
    ]);
    await tableRequests(2, ['2026-03-14T12:00:00Z']);
    await insertBookingRow(app.db.knex, {
      booking_type: 'adventure',
      listing_id: '1',
      created_at: '2026-03-14T12:00:00Z',
    });
    await insertBookingRow(app.db.knex, {
      booking_type: 'restaurant',
      listing_id: '1',
      spam: true,
      created_at: '2026-03-14T12:00:00Z',
    });
    expect(await restaurantFigure(1)).toBe(3);
    expect(await restaurantFigure(2)).toBe(1);
    expect(await restaurantFigure(3)).toBe(0);

    // After Cabo's midnight the cached answers are dropped: a new day starts at 0.
    clock = new Date('2026-03-15T07:05:00Z');
    expect(await restaurantFigure(1)).toBe(0);
  });

  it('shows on the page only above 20, and a new table request shows at once', async () => {
    // The database stamps a stored request with its own clock: the app's is the real one here.
    clock = new Date();
    await tableRequests(1, times(20, clock.toISOString()));
    expect(await restaurantFigure(1)).toBe(20);
    expect(await pageText('/restaurants')).not.toMatch(/bookings today/);

    // Through the form: the cached list and page are dropped when it is stored.
    const posted = await postJson(app.url, apiPaths.bookings, {
      ...validBookings().restaurant,
      date: addDays(caboDate(clock), 2),
    });
    expect(posted.status).toBe(201);
    expect(await restaurantFigure(1)).toBe(21);
    expect(await pageText('/restaurants')).toContain('Popular: 21 bookings today');
    expect(await pageText('/restaurants/1')).toContain('Booked 21 times today');
  });
});

describe('discounts', () => {
  it('shows a badge only for an adventure with an original price above its price', async () => {
    const list = adventureSchema.array().parse(await getJson(apiPaths.adventures));
    const offers = list.filter((a) => a.discount);
    expect(offers.map((a) => a.slug)).toEqual([
      'luxury-sailing',
      'sunset-sailing',
      'atv-desert-beach',
    ]);
    expect(offers[0]).toMatchObject({
      currentPrice: '$189 USD',
      originalPrice: '$270 USD',
      discount: '-30%',
    });
    const plain = list.find((a) => a.slug === 'whale-watching-cruise')!;
    expect(plain.originalPrice).toBeUndefined();
    expect(plain.discount).toBeUndefined();

    expect(await pageText('/adventures/luxury-sailing')).toContain('-30%');
    const plainPage = await pageText('/adventures/whale-watching-cruise');
    expect(plainPage).toContain('$79 USD');
    expect(plainPage).not.toMatch(/-\d+%/);
  });

  it('refuses an original price not above the price (400 under the field), and computes the badge', async () => {
    const admin = await signedInAdmin(app);
    const item = (id: number) => apiPath(apiPaths.adminContentItem, { kind: 'adventures', id });
    const plain = contentItemSchema.parse(await (await admin.get(item(10))).json());
    expect(plain.content).not.toHaveProperty('discount');
    expect(plain.content.currentPrice).toBe('$79 USD');

    const refused = await patchJson(admin, item(10), {
      version: plain.version,
      originalPrice: '$79 USD',
    });
    expect(refused.status).toBe(400);
    expect(apiErrorSchema.parse(await refused.json()).errors).toEqual({
      originalPrice: ['The original price must be above the current price'],
    });
    const unknown = await patchJson(admin, item(10), { version: plain.version, discount: '-50%' });
    expect(unknown.status).toBe(400);

    const saved = await patchJson(admin, item(10), {
      version: plain.version,
      originalPrice: '$100 USD',
    });
    expect(saved.status).toBe(200);
    const published = await admin.post(
      apiPath(apiPaths.adminContentPublish, { kind: 'adventures', id: 10 }),
      {},
    );
    expect(published.status).toBe(200);
    const record = adventureSchema.parse(
      await getJson(apiPath(apiPaths.adventure, { slug: 'whale-watching-cruise' })),
    );
    expect(record).toMatchObject({ originalPrice: '$100 USD', discount: '-21%' });
    expect(await pageText('/adventures/whale-watching-cruise')).toContain('-21%');
  });
});

describe('read time', () => {
  it("is the post's words over 220 a minute, on the list, the post and its page", async () => {
    const post = blogPostSchema.parse(
      await getJson(apiPath(apiPaths.blogPost, { slug: 'top-10-hidden-beaches-cabo' })),
    );
    const words = post.content
      .replace(/<[^>]*>/g, ' ')
      .split(/\s+/)
      .filter((w) => /\w/.test(w)).length;
    expect(post.readTime).toBe(`${Math.max(1, Math.ceil(words / 220))} min read`);
    expect(post.readTime).toBe(readTimeLabel(post.content));
    const list = (await getJson(apiPaths.blog)) as { slug: string; readTime: string }[];
    expect(list.find((p) => p.slug === post.slug)!.readTime).toBe(post.readTime);
    expect(await pageText(`/blog/${post.slug}`)).toContain(post.readTime);

    // A longer body reads longer.
    const admin = await signedInAdmin(app);
    const item = apiPath(apiPaths.adminContentItem, { kind: 'posts', id: post.id });
    const { version } = contentItemSchema.parse(await (await admin.get(item)).json());
    const body = `<p>${Array.from({ length: 1000 }, () => 'word').join(' ')}</p>`;
    expect((await patchJson(admin, item, { version, content: body })).status).toBe(200);
    await admin.post(apiPath(apiPaths.adminContentPublish, { kind: 'posts', id: post.id }), {});
    const longer = blogPostSchema.parse(
      await getJson(apiPath(apiPaths.blogPost, { slug: post.slug })),
    );
    expect(longer.readTime).toBe('5 min read');
  });
});

describe('site figures', () => {
  it('are seeded once and shown only on the pages they belong to', async () => {
    expect(siteFiguresSchema.parse(await getJson(apiPaths.siteFigures))).toEqual(siteFiguresSeed);
    const family = await pageText('/group-trips/family');
    expect(family).toContain('500+');
    expect(family).not.toMatch(/Weddings planned|Owner satisfaction/i);
    expect(await pageText('/weddings')).toContain('Weddings planned 150+');
    expect(await pageText('/property-management')).toContain('Owner satisfaction 95%');
    expect(await pageText('/')).toContain('Trusted by 227,000+ travelers');
    expect(await pageText('/work-with-us')).toContain('We connect 227,000+ travellers');
  });

  it('an admin edits them; the pages show the new value at once', async () => {
    const admin = await signedInAdmin(app);
    const before = adminSiteFiguresSchema.parse(
      await (await admin.get(apiPaths.adminSiteFigures)).json(),
    );
    expect(before.figures).toEqual(siteFiguresSeed);
    expect(await pageText('/weddings')).toContain('Weddings planned 150+');

    const figures = { ...siteFiguresSeed, weddings: 212, travelers: 240_000 };
    const saved = await admin.request('PUT', apiPaths.adminSiteFigures, figures);
    expect(saved.status).toBe(200);
    const after = adminSiteFiguresSchema.parse(await saved.json());
    expect(after).toMatchObject({ figures, updatedBy: 'boss' });

    expect(await pageText('/weddings')).toContain('Weddings planned 212+');
    expect(await pageText('/')).toContain('Trusted by 240,000+ travelers');
    expect(siteFiguresSchema.parse(await getJson(apiPaths.siteFigures))).toEqual(figures);
    // A restart's seed keeps what staff saved.
    await runSeeds(app.db);
    expect(siteFiguresSchema.parse(await getJson(apiPaths.siteFigures))).toEqual(figures);
  });

  it('refuses a figure out of bounds (400 under the field) and an editor (403)', async () => {
    const admin = await signedInAdmin(app);
    const refused = await admin.request('PUT', apiPaths.adminSiteFigures, {
      ...siteFiguresSeed,
      ownerSatisfaction: 101,
    });
    expect(refused.status).toBe(400);
    expect(apiErrorSchema.parse(await refused.json()).errors).toEqual({
      ownerSatisfaction: ['Owner satisfaction is at most 100'],
    });
    expect(siteFiguresSchema.parse(await getJson(apiPaths.siteFigures))).toEqual(siteFiguresSeed);

    const editor = await signedInEditor(app);
    expect((await editor.get(apiPaths.adminSiteFigures)).status).toBe(403);
    expect((await editor.request('PUT', apiPaths.adminSiteFigures, siteFiguresSeed)).status).toBe(
      403,
    );
  });
});
