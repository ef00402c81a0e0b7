import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { villaSlug } from '@cabo/data/parsers/slugs';

/** Every public page, hydrated, has no axe violation of WCAG 2.x level A or AA. */
const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Fixed paths; detail pages take the first record of their list (see `detailPages`). */
const pages = [
  '/',
  '/blog',
  '/blog/luxury-yacht-charters-guide',
  '/no-such-page',
  '/resorts',
  '/villas',
  '/adventures',
  '/adventures/atv',
  '/adventures/private-yachts',
  '/adventures/whale-watching',
  '/restaurants',
  '/group-trips/family',
  '/group-trips/bachelor-bachelorette',
  '/group-trips/corporate',
  '/group-trips/luxury-concierge',
  '/group-trips/influencer',
  '/weddings',
  '/real-estate',
  '/property-management',
  '/events',
  '/guides',
  '/guides/beaches',
  '/work-with-us',
  '/test-forms',
  '/adventures?page=2',
  '/adventures/luxury-sailing',
  '/adventures/moon-landing',
  '/restaurants?sort=name&open=1',
  '/restaurants/9999',
  '/privacy',
  '/guides/real-estate',
  '/resorts/waldorf-astoria',
  '/resorts/no-such-resort',
  '/villas?checkIn=2030-05-01&checkOut=2030-05-04&guests=4',
  '/villas/villa-nowhere',
];

const first = async <T>(request: APIRequestContext, api: string): Promise<T> => {
  const response = await request.get(api);
  expect(response.ok(), `${api} answers`).toBe(true);
  const [record] = (await response.json()) as T[];
  expect(record, `${api} has a record`).toBeDefined();
  return record as T;
};

/** Detail pages, by kind, built from a real record so they render the record, not a 404. */
const detailPages: Record<string, (request: APIRequestContext) => Promise<string>> = {
  'resort detail': async (r) =>
    `/resorts/${(await first<{ slug: string }>(r, '/api/resorts')).slug}`,
  'villa detail': async (r) =>
    `/villas/${villaSlug((await first<{ name: string }>(r, '/api/villas')).name)}`,
  'adventure detail': async (r) =>
    `/adventures/${(await first<{ slug: string }>(r, '/api/adventures')).slug}`,
  'restaurant detail': async (r) =>
    `/restaurants/${(await first<{ id: number }>(r, '/api/restaurants')).id}`,
};

async function expectNoViolations(page: Page, path: string) {
  await page.goto(path);
  // Judge the page as a visitor meets it: hydrated, its data loaded and rendered.
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_A_AA).analyze();
  // One line per violation and element, so a failure names what to fix.
  const found = violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}: ${v.help}`),
  );
  expect(found).toEqual([]);
}

test.describe.configure({ mode: 'parallel' });

for (const path of pages) {
  test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
    await expectNoViolations(page, path);
  });
}

for (const [name, pathOf] of Object.entries(detailPages)) {
  test(`the ${name} page has no WCAG A/AA violations`, async ({ page, request }) => {
    await expectNoViolations(page, await pathOf(request));
  });
}
