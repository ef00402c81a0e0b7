import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adventureListSchema, apiPaths } from '@cabo/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { catalogueChanged } from '../src/cache/catalogue-change.ts';
import { runSeeds } from '../src/db/seeds/index.ts';
import { useTestApp } from './support/app.ts';

// The real site build (`pnpm run build` runs before the test suite in `npm test`).
const siteDist = path.resolve(fileURLToPath(import.meta.url), '../../../site/dist');
const adminDist = path.resolve(fileURLToPath(import.meta.url), '../../../admin/dist');

const app = useTestApp({ siteDist, adminDist });

const get = (url: string) => fetch(`${app.url}${url}`, { redirect: 'manual' });

const decode = (text: string) =>
  text
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** The adventure titles the server-rendered list shows, in order. */
function listedTitles(html: string): string[] {
  const start = /<ul[^>]*aria-label="Adventures"[^>]*>/.exec(html);
  expect(start, 'the adventures list').not.toBeNull();
  // The list ends at its own </ul>: cards hold lists of their own (the facts).
  const tags = /<(\/?)ul\b[^>]*>/g;
  tags.lastIndex = start!.index + start![0].length;
  let depth = 1;
  let end = html.length;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) {
      end = tag.index;
      break;
    }
  }
  const list = html.slice(start!.index, end);
  return [...list.matchAll(/<h3[^>]*>([\s\S]*?)<\/h3>/g)].map((m) => decode(m[1]!));
}

describe('the fixed activity paths of the adventures list', () => {
  beforeEach(async () => {
    await runSeeds(app.db);
  });

  it.each([
    [
      '/adventures/atv',
      'ATV Tours',
      ['ATV Desert & Beach Tour', 'Migriño ATV Adventure', 'ATV & Tequila Tasting'],
    ],
    [
      '/adventures/whale-watching',
      'Whale Watching',
      [
        'Luxury Whale Watching on a Yacht',
        'Cabo Whale Watching Cruise',
        'Whale Watching Zodiac Adventure',
        'Whale Watching Photo Safari',
      ],
    ],
    [
      '/adventures/private-yachts',
      'Private Yachts',
      [
        'Private Yacht Charter to Santa María Bay',
        'Private Luxury Catamaran Sunset',
        "Private Yachts: Arch & Lover's Beach",
      ],
    ],
  ])('%s lists exactly the %s', async (url, label, expected) => {
    const res = await get(url);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`>${label}</h2>`);
    const titles = listedTitles(html);
    expect(titles).toEqual(expected);
    // Each of them is a stored adventure, and the broader category holds more than these.
    const stored = adventureListSchema.parse(
      await (await fetch(`${app.url}${apiPaths.adventures}`)).json(),
    );
    const storedTitles = stored.map((a) => a.title);
    for (const title of titles) expect(storedTitles).toContain(title);
    expect(html).toContain(`${titles.length} of ${stored.length} adventures`);
  });

  it('a tour staff rename with the activity in its title joins the list', async () => {
    await app.db
      .knex('adventures')
      .where({ title: 'Camel Ride & Mexican Lunch' })
      .update({ title: 'Camel Ride & ATV Combo' });
    catalogueChanged(app.db);
    const titles = listedTitles(await (await get('/adventures/atv')).text());
    expect(titles).toContain('Camel Ride & ATV Combo');
    expect(titles).toHaveLength(4);
  });
});

describe('the not-found page', () => {
  it('answers 404, server-rendered: the title, a helpful line, the search box and the sections', async () => {
    const res = await get('/no-such-page');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<title>404 Page Not Found');
    expect(html).toMatch(/<h1[^>]*>404 Page Not Found<\/h1>/);
    expect(html).not.toContain('Did you forget to add the page to the router?');
    expect(html).toContain('We couldn’t find the page you were looking for');
    expect(html).toMatch(/<input[^>]*type="search"/);
    for (const href of ['/villas', '/resorts', '/adventures', '/restaurants', '/blog']) {
      expect(html).toContain(`href="${href}"`);
    }
    // Its own chunk is linked, with its styles in the page: no unstyled flash, no shift.
    expect(html).toMatch(/data-preload="[^"]*NotFoundPage-[\w-]+\.js/);
    expect(html).toMatch(/<style data-href="\/assets\/NotFoundPage-[\w-]+\.css">/);
  });
});
