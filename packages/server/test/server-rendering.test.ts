import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogueChanged } from '../src/cache/catalogue-change.ts';
import { runSeeds } from '../src/db/seeds/index.ts';
import { ssrEntryPath } from '../src/site/render.ts';
import { useTestApp } from './support/app.ts';

// The real site and admin builds (`pnpm run build` runs before the test suite in `npm test`).
const siteDist = path.resolve(fileURLToPath(import.meta.url), '../../../site/dist');
const adminDist = path.resolve(fileURLToPath(import.meta.url), '../../../admin/dist');

const app = useTestApp({ siteDist, adminDist });

beforeAll(() => {
  if (!fs.existsSync(ssrEntryPath(siteDist)) || !fs.existsSync(`${adminDist}/index.html`)) {
    throw new Error(`No site or admin build: run \`pnpm run build\` first`);
  }
});

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(`${app.url}${url}`, { headers, redirect: 'manual' });

/** The page state the browser hydrates from, parsed out of the HTML. */
function pageState(html: string) {
  const json = /<script id="cabo-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  expect(json, 'page state script').not.toBeNull();
  return JSON.parse(json![1]!) as {
    queries: { queries: { queryKey: string[]; state: { data: unknown } }[] };
  };
}

/** What the page's one inline script will load after the first paint. */
function startScript(html: string) {
  const tag = /<script data-entry="([^"]+)" data-preload="([^"]*)">/.exec(html);
  expect(tag, 'start script').not.toBeNull();
  return { entry: tag![1]!, preload: tag![2]!.split(' ') };
}

describe('server-rendered pages', () => {
  // Every test starts with empty tables; the seed also tells the page cache.
  beforeEach(async () => {
    await runSeeds(app.db);
  });

  it('a blog post arrives with its text, head, JSON-LD and the data it was rendered with', async () => {
    const res = await get('/blog/luxury-yacht-charters-guide');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<h1');
    expect(html).toContain('The Complete Guide to Luxury Yacht Charters');
    expect(html).toContain('Travel Expert &amp; Local Guide');
    expect(html).toMatch(
      /<title>The Complete Guide to Luxury Yacht Charters \| Cabo Travel &amp; Concierge<\/title>/,
    );
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/blog\/luxury-yacht-charters-guide"/);
    expect(html).toMatch(/<meta property="og:type" content="article"/);
    expect(html).toMatch(/<link rel="alternate" href="[^"]+" hreflang="x-default"/);
    const jsonLd = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
    expect(JSON.parse(jsonLd![1]!)).toMatchObject({
      '@type': 'Article',
      headline: 'The Complete Guide to Luxury Yacht Charters',
    });
    const keys = pageState(html).queries.queries.map((q) => q.queryKey[0]);
    expect(keys).toEqual(
      expect.arrayContaining(['/api/blog/luxury-yacht-charters-guide', '/api/blog']),
    );
    // The page's chunk is named for the start script, so hydration never waits on a fallback;
    // no script loads before the first paint.
    expect(startScript(html).preload).toContainEqual(
      expect.stringMatching(/^\/assets\/BlogPostPage-[^"]+\.js$/),
    );
    expect(html).not.toMatch(/<script[^>]* src=|<link rel="modulepreload"/);
    // Styles come inline: nothing blocks the first paint, nothing is fetched for them.
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]* disabled)[^>]*>/);
    expect(html).toMatch(/<style data-href="\/assets\/[^"]+\.css">/);
  });

  it('a listing’s link preview is its cover photo as a JPEG, not the SVG art', async () => {
    for (const page of ['/villas/villa-bellissima', '/blog/luxury-yacht-charters-guide']) {
      const html = await (await get(page)).text();
      const og = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
      expect(og, page).toMatch(/\/media\/[0-9a-f-]{36}\/\d+\.jpg$/);
      expect(html).toContain(`<meta name="twitter:image" content="${og}"`);
      const image = await get(new URL(og!).pathname);
      expect(image.status, og).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/jpeg');
    }
  });

  it('the home page links its chunk and preloads its largest image', async () => {
    const res = await get('/');
    const html = await res.text();
    expect(html).toContain('Discover the Magic of Cabo');
    expect(startScript(html).preload).toContainEqual(
      expect.stringMatching(/^\/assets\/HomePage-[^"]+\.js$/),
    );
    expect(startScript(html).entry).toMatch(/^\/assets\/index-[^"]+\.js$/);
    // The one request the first paint waits for: the hero's poster, ahead of everything.
    expect(
      html.match(/<link rel="preload" as="image" href="[^"]+" fetchpriority="high">/g),
    ).toEqual([
      '<link rel="preload" as="image" href="/media/cabo-waves-poster.jpg" fetchpriority="high">',
    ]);
    expect(html).not.toMatch(/as="font"/);
    // The start script is the page's only inline script, and the CSP allows exactly it.
    const inline = [
      ...html.matchAll(
        /<script(?![^>]*type="application\/(?:json|ld\+json)")[^>]*>([\s\S]*?)<\/script>/g,
      ),
    ];
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]![1]!).digest('base64');
    expect(res.headers.get('content-security-policy')).toContain(
      `script-src 'self' 'sha256-${hash}'`,
    );
    // Villas and posts from the database are in the HTML, not fetched later: what the page
    // shows, the three newest posts and the first six villas, and no more.
    const queries = pageState(html).queries.queries;
    expect(queries.map((q) => q.queryKey[0])).toEqual(
      expect.arrayContaining(['/api/villas?limit=6', '/api/blog?limit=3']),
    );
    expect(queries.map((q) => q.queryKey[0])).not.toContain('/api/villas');
    const posts = queries.find((q) => q.queryKey[0] === '/api/blog?limit=3')!.state.data;
    const newest = ((await (await get('/api/blog')).json()) as unknown[]).slice(0, 3);
    expect(posts).toEqual(newest);
  });

  it('a page keeps the villas as the lists read them, while GET /api/villas answers whole records', async () => {
    const records = (await (await get('/api/villas')).json()) as Record<string, unknown>[];
    expect(Object.keys(records[0]!)).toEqual(expect.arrayContaining(['description', 'amenities']));
    for (const [url, key, shown] of [
      ['/', '/api/villas?limit=6', 6],
      ['/villas', '/api/villas', records.length],
    ] as const) {
      const html = await (await get(url)).text();
      const villas = pageState(html).queries.queries.find((q) => q.queryKey[0] === key)!.state
        .data as Record<string, unknown>[];
      expect(villas.map((v) => v.name)).toEqual(records.slice(0, shown).map((r) => r.name));
      for (const [i, villa] of villas.entries()) {
        // A villa without a published review has no rating (docs/catalogue.md).
        const rated = Number(villa.reviewCount) > 0 ? ['rating'] : [];
        expect(Object.keys(villa).sort()).toEqual(
          [
            ...rated,
            'bathrooms',
            'bedrooms',
            // With the season rates, what a card's stay total needs (docs/stays.md).
            'cleaningFee',
            'id',
            'imageUrl',
            'location',
            'maxGuests',
            'name',
            // The cover (docs/media.md): every seeded villa has its drawings as pictures.
            'pictures',
            'pricePerNight',
            'reviewCount',
            'seasonRates',
            'trackHsId',
          ].sort(),
        );
        expect(villa).toEqual(
          Object.fromEntries(Object.keys(villa).map((key) => [key, records[i]![key]])),
        );
      }
      // Only the cards' fields: the description of none of them is in the page.
      expect(html).not.toContain(records[0]!.description as string);
    }
  });

  it('a landing page links its form, a part in a chunk of its own, with the form’s styles inline', async () => {
    const html = await (await get('/weddings')).text();
    expect(html).toContain('id="booking-form"');
    const preload = startScript(html).preload;
    expect(preload).toContainEqual(expect.stringMatching(/^\/assets\/WeddingsPage-[^"]+\.js$/));
    expect(preload).toContainEqual(expect.stringMatching(/^\/assets\/leadForms-[^"]+\.js$/));
    // The form's styles (its card, fields and buttons) are in the HTML, not fetched later.
    const manifest = JSON.parse(
      fs.readFileSync(path.join(siteDist, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { css?: string[]; imports?: string[] }>;
    const closure = (key: string, into = new Set<string>()): Set<string> => {
      if (into.has(key) || !manifest[key]) return into;
      into.add(key);
      for (const dep of manifest[key].imports ?? []) closure(dep, into);
      return into;
    };
    const entry = closure('index.html');
    const formCss = [...closure('src/lib/landing/leadForms.tsx')]
      .filter((key) => !entry.has(key))
      .flatMap((key) => manifest[key]!.css ?? []);
    expect(formCss.length).toBeGreaterThan(0);
    for (const css of formCss) expect(html).toContain(`<style data-href="/${css}">`);
  });

  it('an unknown slug and an unknown path answer 404 with the page’s own text', async () => {
    const post = await get('/blog/no-such-post');
    expect(post.status).toBe(404);
    expect(await post.text()).toContain('Blog Post Not Found');
    const page = await get('/no-such-page');
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('404 Page Not Found');
  });

  it('alias paths answer a permanent redirect', async () => {
    const adventure = await get('/adventure/whale-watching');
    expect(adventure.status).toBe(301);
    expect(adventure.headers.get('location')).toBe('/adventures/whale-watching');
    const sailing = await get('/adventure/luxury-cabo-sailing');
    expect(sailing.headers.get('location')).toBe('/adventures/luxury-sailing');
    const concierge = await get('/concierge');
    expect(concierge.status).toBe(301);
    expect(concierge.headers.get('location')).toBe('/group-trips/luxury-concierge');
  });

  it("the admin is its own client-rendered app, not indexed, and none of it is in the site's build", async () => {
    for (const url of ['/admin', '/admin/login', '/admin/media']) {
      const res = await get(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      const html = await res.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
      expect(html).not.toContain('cabo-state');
      const entry = /<script type="module" crossorigin src="(\/admin\/assets\/[^"]+\.js)">/.exec(
        html,
      );
      expect(entry, 'the admin entry script').not.toBeNull();
      expect((await get(entry![1]!)).status).toBe(200);
    }
    const manifest = fs.readFileSync(path.join(siteDist, '.vite', 'manifest.json'), 'utf8');
    expect(manifest).not.toMatch(/admin/i);
    const testForms = await (await get('/test-forms')).text();
    expect(testForms).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  });

  it('a page for visitors without a session is cached: 304 on If-None-Match, new ETag after a catalogue change', async () => {
    const first = await get('/blog');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await get('/blog', { 'if-none-match': etag! });
    expect(again.status).toBe(304);

    await app.db.knex('blog_posts').where({ slug: 'luxury-yacht-charters-guide' }).update({
      title: 'Yacht Charters, Revised',
    });
    catalogueChanged(app.db);
    const changed = await get('/blog', { 'if-none-match': etag! });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(await changed.text()).toContain('Yacht Charters, Revised');
  });

  it('a page whose render read the data before a catalogue change is not kept', async () => {
    // The change is announced while the render reads the blog, after its query went out.
    let announced = false;
    const announce = (query: { sql: string }) => {
      if (announced || !query.sql.includes('blog_posts')) return;
      announced = true;
      catalogueChanged(app.db);
    };
    app.db.knex.on('query', announce);
    try {
      expect((await get('/blog')).status).toBe(200);
    } finally {
      app.db.knex.off('query', announce);
    }
    expect(announced).toBe(true);

    // Changed without an announcement: only a page rendered afresh can show it.
    await app.db.knex('blog_posts').where({ slug: 'luxury-yacht-charters-guide' }).update({
      title: 'Yacht Charters, Read Again',
    });
    expect(await (await get('/blog')).text()).toContain('Yacht Charters, Read Again');
  });

  it('pages are compressed for browsers that accept it', async () => {
    const res = await get('/blog', { 'accept-encoding': 'br' });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(await res.text()).toContain('Cabo Travel Blog');
  });
});
