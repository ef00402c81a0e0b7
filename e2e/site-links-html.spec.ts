import { expect, test, type APIRequestContext } from '@playwright/test';
import { HtmlValidate, type Message } from 'html-validate';

// The built site as a crawler sees it (docs/testing.md): every internal link and asset reached
// from `/` and the sitemap answers below 400, and every page's server-rendered HTML is valid
// (html-validate's `standard` preset: the HTML standard, not a house style).

const validator = new HtmlValidate({
  extends: ['html-validate:standard'],
  rules: {
    // No name (`aria-label`, `aria-labelledby`) on media or on a plain <div>/<span>/<p>
    // without a role: a <video> is named by its caption. Lists, regions and articles are
    // named by design (their ARIA role takes a name), which the rule only "discourages".
    'aria-label-misuse': [
      'error',
      { elements: { include: ['video', 'audio', 'div', 'span', 'p'] } },
    ],
  },
});

/**
 * Same-origin paths named by href/src/poster in `html`, without their fragment. The media
 * library's picture files are left out: a seeded drawing's sizes are made on first request
 * (seconds each, hundreds of them), and the media tests check that route.
 */
function internalLinks(html: string, base: string): string[] {
  const out = new Set<string>();
  const origin = new URL(base).origin;
  for (const [, raw = ''] of html.matchAll(/\s(?:href|src|poster)\s*=\s*"([^"]*)"/gi)) {
    const value = raw.replace(/&amp;/g, '&');
    if (!value || value.startsWith('#') || /^[a-z][a-z0-9+.-]*:(?!\/\/)/i.test(value)) continue;
    const url = new URL(value, base);
    if (url.origin === origin && !url.pathname.startsWith('/media/')) {
      out.add(url.pathname + url.search);
    }
  }
  return [...out];
}

// The crawl's own requests would fill a trace; its failure message lists what broke.
test.use({ trace: 'off' });

async function sitemapPaths(request: APIRequestContext, base: string): Promise<string[]> {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  const xml = await res.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => {
    const url = new URL(loc, base);
    return url.pathname + url.search;
  });
}

test('every internal link answers and every page is valid HTML', async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const base = baseURL!;
  const seen = new Map<string, number>();
  const referrers = new Map<string, string>();
  const invalid: string[] = [];
  const queue = ['/', ...(await sitemapPaths(request, base))];
  for (const p of queue) referrers.set(p, referrers.get(p) ?? '(start)');

  async function visit(path: string) {
    // An asset (a picture in a srcset, a font) is asked for its headers only.
    const asset = /\.(?:jpe?g|png|webp|avif|svg|gif|ico|mp4|webm|woff2?|css|js|pdf|txt|xml)$/i.test(
      path,
    );
    const res = asset
      ? await request.head(path, { maxRedirects: 5 })
      : await request.get(path, { maxRedirects: 5 });
    seen.set(path, res.status());
    const type = res.headers()['content-type'] ?? '';
    // Only pages are crawled: an asset is checked by its status alone. The API is the
    // page's data, not a link a visitor follows.
    if (res.status() >= 400 || !type.startsWith('text/html')) return;
    const html = await res.text();
    const report = await validator.validateString(html, path);
    for (const result of report.results) {
      for (const m of result.messages as Message[]) {
        invalid.push(`${path}:${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector})`);
      }
    }
    for (const link of internalLinks(html, new URL(path, base).href)) {
      if (seen.has(link) || queue.includes(link) || link.startsWith('/api/')) continue;
      referrers.set(link, path);
      queue.push(link);
    }
  }

  // A few requests at once: quick on a busy two-core machine without starving the server.
  let next = 0;
  const worker = async () => {
    while (next < queue.length) {
      const path = queue[next++]!;
      if (!seen.has(path)) await visit(path);
    }
  };
  // Workers end when the queue is momentarily empty; loop until no visit adds a path.
  while (next < queue.length) await Promise.all(Array.from({ length: 4 }, worker));

  const broken = [...seen]
    .filter(([, status]) => status >= 400)
    .map(([path, status]) => `${status} ${path} (linked from ${referrers.get(path)})`);
  const pages = [...seen.keys()].filter((p) => !/\.[a-z0-9]+$/i.test(p)).length;
  console.log(
    `Checked ${pages} pages and ${seen.size} internal links, ${broken.length} broken, ${invalid.length} HTML errors`,
  );
  expect(seen.size).toBeGreaterThan(50);
  expect(broken).toEqual([]);
  expect(invalid).toEqual([]);
});
