import { expect, test, type Locator } from '@playwright/test';

// A page's forms and filter bars are islands (docs/architecture.md, "How a page renders"):
// the rest of the page hydrates without them, and each stays the server's HTML until the
// visitor reaches for it (`touch`) or it comes on screen (`visible`).

/** Whether React owns the element: it keeps its props on it once hydrated. */
const ownedByReact = (locator: Locator) =>
  locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$')));

test('a filter bar hydrates on the first touch and filters by what is typed', async ({ page }) => {
  await page.goto('/resorts');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  const search = page.getByPlaceholder('Search resorts by name or location...');
  // The page is interactive; the bar is still the server's HTML.
  expect(await ownedByReact(search)).toBe(false);
  await expect(page.getByText('Found 25 resorts')).toBeVisible();

  await search.pressSequentially('san jose');
  expect(await ownedByReact(search)).toBe(true);
  await expect(search).toHaveValue('san jose');
  // The keys reached the filter's state: the list follows the text.
  await expect(page.getByText(/^Found \d+ resorts?$/)).not.toHaveText('Found 25 resorts');
  await search.fill('');
  await expect(page.getByText('Found 25 resorts')).toBeVisible();
});

test('a card below the fold hydrates once it is on screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/villas/villa-bellissima');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  const book = page.getByRole('form', { name: 'Book Villa Bellissima' });
  expect(await ownedByReact(book)).toBe(false);
  await page.locator('#villa-booking').scrollIntoViewIfNeeded();
  await expect.poll(() => ownedByReact(book)).toBe(true);
});
