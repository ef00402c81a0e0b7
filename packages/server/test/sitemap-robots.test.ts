import { beforeEach, describe, expect, it } from 'vitest';
import { runSeeds } from '../src/db/seeds/index.ts';
import { useTestApp } from './support/app.ts';

const app = useTestApp();
const BASE = 'http://localhost:3000'; // the data package's public base URL (no PUBLIC_BASE_URL here)

beforeEach(async () => {
  await runSeeds(app.db);
});

const count = async (table: string) => Number((await app.db.knex(table).count({ n: '*' }))[0]!.n);

describe('GET /sitemap.xml', () => {
  it('lists every canonical public URL, absolute, details dated by their row', async () => {
    const res = await fetch(`${app.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await res.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );

    const { updated_at } = (await app.db
      .knex('blog_posts')
      .where({ slug: 'luxury-yacht-charters-guide' })
      .first('updated_at')) as { updated_at: Date };
    const lastmod = new Date(updated_at).toISOString().replace(/\.\d{3}Z$/, 'Z');
    expect(xml).toContain(
      `<url><loc>${BASE}/blog/luxury-yacht-charters-guide</loc><lastmod>${lastmod}</lastmod></url>`,
    );
    expect(xml).toContain(`<url><loc>${BASE}/</loc><lastmod>`);
    expect(xml).toContain(`<url><loc>${BASE}/blog</loc><lastmod>`);
    expect(xml).toContain(`<url><loc>${BASE}/group-trips/luxury-concierge</loc></url>`);
    expect(xml).toContain(`<loc>${BASE}/resorts/waldorf-astoria-los-cabos-pedregal</loc>`);
    expect(xml).toContain(`<loc>${BASE}/restaurants/1</loc>`);

    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.every((l) => l.startsWith(`${BASE}/`))).toBe(true);
    expect(locs.some((l) => /\/(admin|test-forms)/.test(l))).toBe(false);
    // Redirecting aliases are not canonical.
    expect(locs.some((l) => /\/(adventure|concierge)(\/|$)/.test(l))).toBe(false);
    const rows = await Promise.all(
      ['resorts', 'villas', 'adventures', 'blog_posts', 'restaurants'].map(count),
    );
    const details = rows.reduce((a, b) => a + b, 0);
    expect(
      locs.filter((l) => /\/(resorts|villas|blog|restaurants)\/[^/]+$/.test(l)).length +
        locs.filter((l) => /\/adventures\/[^/]+$/.test(l)).length,
    ).toBe(details + 3); // + 3 category pages
  });

  it('is kept in memory with a strong ETag; an unchanged re-seed keeps every lastmod', async () => {
    const first = await fetch(`${app.url}/sitemap.xml`);
    const etag = first.headers.get('etag')!;
    const body = await first.text();
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(
      (await fetch(`${app.url}/sitemap.xml`, { headers: { 'if-none-match': etag } })).status,
    ).toBe(304);

    await runSeeds(app.db);
    const again = await fetch(`${app.url}/sitemap.xml`);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe(body);
  });

  it('keeps a post changed in the database as it is when seeding again', async () => {
    await app.db
      .knex('blog_posts')
      .where({ slug: 'luxury-yacht-charters-guide' })
      .update({ title: 'Edited by staff', updated_at: new Date('2020-01-01T00:00:00Z') });
    await runSeeds(app.db); // the database is the source: the seed adds only what is missing
    const after = await (await fetch(`${app.url}/sitemap.xml`)).text();
    const lastmodOf = (xml: string) =>
      xml.match(/blog\/luxury-yacht-charters-guide<\/loc><lastmod>([^<]+)</)![1]!;
    expect(lastmodOf(after)).toBe('2020-01-01T00:00:00Z');
    const post = await app.db
      .knex('blog_posts')
      .where({ slug: 'luxury-yacht-charters-guide' })
      .first('title');
    expect(post).toEqual({ title: 'Edited by staff' });
  });
});

describe('GET /robots.txt', () => {
  it('allows everything but the admin and test pages, and names the sitemap', async () => {
    const res = await fetch(`${app.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('etag')).toMatch(/^"[^"]+"$/);
    expect((await res.text()).split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /test-forms',
      '',
      `Sitemap: ${BASE}/sitemap.xml`,
      '',
    ]);
  });
});
