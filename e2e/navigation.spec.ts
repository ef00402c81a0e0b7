import { expect, test } from '@playwright/test';

test('home → a navigation link → an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover the Magic of Cabo');

  // The menu's links are native anchors that the router takes over once the page has
  // hydrated (before, a click is an ordinary page load): no page load.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'BLOG' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cabo Travel Blog');
  await expect(page).toHaveTitle(/Cabo Travel Blog/);

  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  // The developer sentence gave way to a helpful line and the site search.
  await expect(page.getByText('Did you forget to add the page to the router?')).toHaveCount(0);
  await expect(page.getByText(/We couldn’t find the page you were looking for/)).toBeVisible();
  await expect(page.getByRole('searchbox')).toBeVisible();
});

test('pointing at a link starts loading its page; the page arrives with its styles', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const blogLink = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'BLOG' });
  // Before any click: the pointer over the link is enough, for the code and the styles.
  const pageCode = page.waitForRequest(/\/assets\/BlogIndexPage-[^/]+\.js$/);
  const styles = page.waitForRequest(/\/assets\/Blog-[^/]+\.css$/);
  await blogLink.hover();
  await Promise.all([pageCode, styles]);
  await blogLink.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cabo Travel Blog');
});

test('link paths that differ from the route table resolve', async ({ page }) => {
  await page.goto('/concierge');
  await expect(page).toHaveURL(/\/group-trips\/luxury-concierge$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Luxury Concierge Services');

  await page.goto('/adventure/whale-watching-tour');
  await expect(page).toHaveURL(/\/adventures\/whale-watching-tour$/);

  // The curated block's spec link names the sailing adventure by an older slug.
  await page.goto('/adventure/luxury-cabo-sailing');
  await expect(page).toHaveURL(/\/adventures\/luxury-sailing$/);
});

test('the API answers from the database the run set up', async ({ request }) => {
  // scripts/e2e-server.mjs: PostgreSQL when TEST_DATABASE_URL names one, else embedded PGlite.
  const res = await request.get('/api/health');
  const db = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
  expect(await res.json()).toEqual({ ok: true, db });
});

test('native chrome links and buttons show hover and keyboard focus', async ({ page }) => {
  await page.goto('/');
  await page.waitForSelector('html[data-hydrated]');
  const cta = page.getByRole('button', { name: 'Get Your Free Guide' });
  const background = () => cta.evaluate((el) => getComputedStyle(el).backgroundColor);
  const resting = await background();
  await cta.hover();
  await expect.poll(background).not.toBe(resting);
  await page.mouse.move(0, 0);
  await expect.poll(background).toBe(resting);

  const footerLink = page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Restaurants', exact: true });
  const underline = () => footerLink.evaluate((el) => getComputedStyle(el).textDecorationLine);
  await expect.poll(underline).toBe('none');
  await footerLink.hover();
  await expect.poll(underline).toBe('underline');

  // Keyboard focus shows the ring; a mouse click does not.
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveText('Skip to content');
  await page.keyboard.press('Tab');
  await expect(focused).toHaveAccessibleName(/home/);
  expect(await focused.evaluate((el) => getComputedStyle(el).outlineWidth)).toBe('3px');
});
