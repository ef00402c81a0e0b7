import { expect, test, type Page } from '@playwright/test';

/** Server-rendered pages: their content without JavaScript, then a quiet hydration. */
const pages = [
  { path: '/', heading: 'Discover the Magic of Cabo', status: 200 },
  { path: '/blog', heading: 'Cabo Travel Blog', status: 200 },
  {
    path: '/blog/luxury-yacht-charters-guide',
    heading: /yacht/i,
    status: 200,
    text: 'Travel Expert & Local Guide',
  },
  { path: '/blog/no-such-post', heading: 'Blog Post Not Found', status: 404 },
  { path: '/no-such-page', heading: '404 Page Not Found', status: 404 },
  {
    path: '/group-trips/family',
    heading: 'Unforgettable Family Vacations in Cabo',
    status: 200,
    text: 'Plan Your Family Vacation',
  },
  {
    path: '/restaurants?sort=name',
    heading: 'Restaurants in Cabo',
    status: 200,
    text: 'Koi Sushi Bar',
  },
  { path: '/restaurants/1', heading: 'El Farallón', status: 200, text: 'Make a Reservation' },
  // A filtered, sorted list: the server renders what the query says (docs/catalogue.md, "Lists").
  {
    path: '/resorts?location=CABO+SAN+LUCAS&sort=price-desc',
    heading: 'Luxury Resorts in Cabo San Lucas',
    status: 200,
    text: 'Clear filters',
  },
  {
    path: '/villas?bedrooms=5&sort=rating',
    heading: 'Luxury Villas in Cabo San Lucas',
    status: 200,
    text: 'Clear filters',
  },
  {
    path: '/adventures?category=water&sort=price-asc&page=2',
    heading: 'Cabo Adventures & Experiences',
    status: 200,
    text: 'Clear filters',
  },
  {
    path: '/blog?category=weddings',
    heading: 'Cabo Travel Blog',
    status: 200,
    text: 'Clear filters',
  },
  { path: '/restaurants/9999', heading: 'Restaurant not found', status: 404 },
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const p of pages) {
    test(`${p.path} arrives as HTML with its content and status`, async ({ page }) => {
      const response = await page.goto(p.path);
      expect(response?.status()).toBe(p.status);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.heading);
      if (p.text) await expect(page.getByText(p.text)).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    });
  }

  // A picture shows once it has loaded, not when a script marks it loaded (its placeholder
  // stays beneath it): the first card picture and the villa's main photo.
  for (const { path, picture } of [
    { path: '/guides', picture: 'main img' },
    { path: '/villas/villa-bellissima', picture: 'main img' },
  ]) {
    test(`${path} shows its pictures`, async ({ page }) => {
      await page.goto(path);
      const img = page.locator(picture).first();
      await img.scrollIntoViewIfNeeded();
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth))
        .toBeGreaterThan(0);
      const onTop = await img.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return hit === el && getComputedStyle(el).opacity === '1';
      });
      expect(onTop).toBe(true);
    });
  }
});

/** Records console errors and warnings, API requests and layout shifts of a page load. */
async function watch(page: Page) {
  const messages: string[] = [];
  const apiRequests: string[] = [];
  page.on('console', (m) => {
    if (m.type() !== 'error' && m.type() !== 'warning') return;
    // A 404 page's own status is logged by the browser as a failed load: that is the point.
    const own = m.location().url === page.url() && m.text().includes('status of 404');
    if (!own) messages.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) apiRequests.push(url.pathname + url.search);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: string[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        const where = entry.sources
          .map((s) => {
            const el = s.node instanceof Element ? s.node : s.node?.parentElement;
            const r = (d: DOMRectReadOnly) => `${d.x},${d.y} ${d.width}x${d.height}`;
            return `${el?.outerHTML.slice(0, 80) ?? '?'} ${r(s.previousRect)} -> ${r(s.currentRect)}`;
          })
          .join('; ');
        w.__shifts.push(`${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${where}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return { messages, apiRequests };
}

test.describe('with JavaScript', () => {
  for (const p of pages) {
    test(`${p.path} hydrates without errors, refetching or layout shift`, async ({ page }) => {
      const seen = await watch(page);
      await page.goto(p.path);
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.heading);
      await page.waitForLoadState('networkidle');

      // Every API answer the page was rendered with travels in the page state.
      const state = JSON.parse(
        (await page.locator('#cabo-state').textContent({ timeout: 1000 })) ?? '{}',
      ) as { queries: { queries: { queryKey: string[] }[] } };
      const carried = state.queries.queries.map((q) => q.queryKey[0]);
      expect(seen.apiRequests.filter((r) => carried.includes(r))).toEqual([]);
      expect(seen.messages).toEqual([]);
      // The start script preloads every chunk it was given, a batch per task, in order.
      const preloads = await page.evaluate(() => ({
        given: (document.querySelector('script[data-preload]')?.getAttribute('data-preload') ?? '')
          .split(' ')
          .filter(Boolean),
        linked: [...document.querySelectorAll('link[rel="modulepreload"]')].map(
          (link) => new URL((link as HTMLLinkElement).href).pathname,
        ),
      }));
      expect(preloads.given.length).toBeGreaterThan(0);
      expect(preloads.linked.slice(0, preloads.given.length)).toEqual(preloads.given);
      // Nothing moves when the page hydrates. The one movement a loaded machine can still
      // show is a text face arriving inside its first 100 ms and nudging text widths by a
      // fraction of a pixel: below 0.001, what Lighthouse reports as a CLS of 0.
      const shifts = await page.evaluate(
        () => (window as unknown as { __shifts: string[] }).__shifts,
      );
      const total = shifts.reduce((sum, s) => sum + Number(s.split(' ')[0]), 0);
      expect(total, `layout shifts: ${shifts.join('\n')}`).toBeLessThan(0.001);
    });
  }
});

test('the spec’s alias paths answer permanent redirects', async ({ request }) => {
  const adventure = await request.get('/adventure/whale-watching', { maxRedirects: 0 });
  expect(adventure.status()).toBe(301);
  expect(adventure.headers().location).toBe('/adventures/whale-watching');
  const concierge = await request.get('/concierge', { maxRedirects: 0 });
  expect(concierge.status()).toBe(301);
  expect(concierge.headers().location).toBe('/group-trips/luxury-concierge');
});

test('navigating between rendered pages updates the head', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await expect(page).toHaveTitle(`${heading} | Cabo Travel & Concierge`);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
});

test('a button pressed before the page’s code has loaded is pressed again once it has', async ({
  page,
}) => {
  // The entry arrives late, as on a slow phone: the press comes before hydration.
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/guides');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Get Your Ultimate Cabo Guide' }).click();
  // Not sent by the browser as a plain form or navigation: still here, and the dialog opens.
  await expect(page).toHaveURL(/\/guides$/);
  await expect(page.getByRole('dialog', { name: 'Get Your Ultimate Cabo Guide' })).toBeVisible();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
});
