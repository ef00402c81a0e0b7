import type { Knex } from 'knex';

/**
 * Public pages without a catalogue row behind them, as the site's route table declares them
 * (packages/site/src/app/routes.tsx; admin and /test-forms are left out on purpose).
 * List pages are dated by their newest row; the others have no date.
 */
const landingPages: { path: string; datedBy?: readonly CatalogueTable[] }[] = [
  { path: '/', datedBy: ['villas', 'blog_posts'] },
  { path: '/resorts', datedBy: ['resorts'] },
  { path: '/villas', datedBy: ['villas'] },
  { path: '/adventures', datedBy: ['adventures'] },
  { path: '/adventures/atv', datedBy: ['adventures'] },
  { path: '/adventures/private-yachts', datedBy: ['adventures'] },
  { path: '/adventures/whale-watching', datedBy: ['adventures'] },
  { path: '/blog', datedBy: ['blog_posts'] },
  { path: '/restaurants', datedBy: ['restaurants'] },
  { path: '/group-trips/family' },
  { path: '/group-trips/bachelor-bachelorette' },
  { path: '/group-trips/corporate' },
  { path: '/group-trips/luxury-concierge' },
  { path: '/group-trips/influencer' },
  { path: '/weddings' },
  { path: '/real-estate' },
  { path: '/property-management' },
  { path: '/events' },
  { path: '/guides' },
  { path: '/guides/adventures' },
  { path: '/guides/local-tips' },
  { path: '/guides/restaurants' },
  { path: '/guides/beaches' },
  { path: '/work-with-us' },
  { path: '/privacy' },
];

/** Each catalogue table and the site path of one of its rows' detail page. */
const detailPages = {
  resorts: { column: 'slug', path: (key: string) => `/resorts/${encodeURIComponent(key)}` },
  villas: { column: 'slug', path: (key: string) => `/villas/${encodeURIComponent(key)}` },
  adventures: { column: 'slug', path: (key: string) => `/adventures/${encodeURIComponent(key)}` },
  blog_posts: { column: 'slug', path: (key: string) => `/blog/${encodeURIComponent(key)}` },
  restaurants: { column: 'id', path: (key: string) => `/restaurants/${key}` },
} as const;

type CatalogueTable = keyof typeof detailPages;

export interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

/** Every canonical public page: the landing pages, then each catalogue row's detail page. */
export async function sitemapEntries(knex: Knex): Promise<SitemapEntry[]> {
  const details = await Promise.all(
    (Object.keys(detailPages) as CatalogueTable[]).map(async (table) => {
      const { column, path } = detailPages[table];
      const rows = (await knex(table)
        .select({ key: column, updatedAt: 'updated_at' })
        .where('status', 'published')
        .orderBy('id')) as { key: string | number; updatedAt: Date | string }[];
      return {
        table,
        entries: rows.map((r) => ({ path: path(String(r.key)), lastmod: new Date(r.updatedAt) })),
      };
    }),
  );
  const newest = new Map(
    details.map(({ table, entries }) => [
      table,
      entries.reduce<Date | undefined>(
        (max, e) => (!max || e.lastmod > max ? e.lastmod : max),
        undefined,
      ),
    ]),
  );
  const landing = landingPages.map(({ path, datedBy = [] }) => {
    const dates = datedBy.map((t) => newest.get(t)).filter((d): d is Date => Boolean(d));
    return dates.length
      ? { path, lastmod: new Date(Math.max(...dates.map((d) => d.getTime()))) }
      : { path };
  });
  return [...landing, ...details.flatMap((d) => d.entries)];
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** The sitemaps.org XML; URLs are absolute on the public base URL, as canonical links are. */
export function sitemapXml(publicBaseUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(new URL(path, publicBaseUrl).toString())}</loc>`;
    const date = lastmod
      ? `<lastmod>${lastmod.toISOString().replace(/\.\d{3}Z$/, 'Z')}</lastmod>`
      : '';
    return `  <url>${loc}${date}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Pages search engines should skip (they also carry a noindex robots meta). */
export const disallowedPrefixes = ['/admin', '/test-forms'];

export function robotsTxt(publicBaseUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPrefixes.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', publicBaseUrl).toString()}`,
    '',
  ].join('\n');
}
