import { expect, test } from '@playwright/test';

test('home → a navigation link → an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover the Magic of Cabo');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'BLOG' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cabo Travel Blog');
  await expect(page).toHaveTitle(/Cabo Travel Blog/);

  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
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

test('the API answers from the embedded database', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(await res.json()).toEqual({ ok: true, db: 'pglite' });
});
