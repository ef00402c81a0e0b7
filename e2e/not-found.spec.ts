import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test('an unknown page is a 404 that helps: a line, the site search and the main sections', async ({
  page,
}) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  await expect(page.getByText('Did you forget to add the page to the router?')).toHaveCount(0);
  await expect(page.getByText(/We couldn’t find the page you were looking for/)).toBeVisible();

  const sections = page.getByRole('navigation', { name: 'Explore Cabo' });
  for (const name of ['Luxury Villas', 'Resorts', 'Adventures', 'Restaurants', 'Blog']) {
    await expect(sections.getByRole('link', { name, exact: true })).toBeVisible();
  }

  const axe = await new AxeBuilder({ page }).withTags(WCAG_A_AA).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  // The site's search, in place: typing finds a stored adventure, and its result goes there.
  const search = page.getByRole('searchbox', { name: 'What are you looking for?' });
  await search.fill('whale');
  await expect(page.getByText(/^\d+ results?$/)).toBeVisible();
  await page.getByRole('option', { name: /Whale Watching Photo Safari/ }).click();
  await expect(page).toHaveURL(/\/adventures\/whale-watching-photo/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Whale Watching Photo Safari');
});

test('the 404 search says when nothing matches', async ({ page }) => {
  await page.goto('/somewhere/else');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.getByRole('searchbox').fill('zzzz-nothing');
  await expect(page.getByText('No results for “zzzz-nothing”.')).toBeVisible();
});
