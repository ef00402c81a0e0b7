import { expect, test, type Page } from '@playwright/test';

// Text typed and choices made in a server-rendered form or filter bar before the page's code
// runs end up in the form's state once it has (docs/architecture.md, "How a page renders").

/** Holds the page's entry script until `release()`: the visitor types into the server's HTML. */
async function holdEntry(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a lead form typed in before hydration sends what was typed', async ({ page }) => {
  // No fake clock here: it runs the page's timers in batches from its own, an order no
  // visitor's browser has. A send this quick is stored flagged and answered like any other.
  const release = await holdEntry(page);
  await page.goto('/group-trips/luxury-concierge');
  await expect(page.getByLabel('First Name')).toBeVisible();
  await page.getByLabel('First Name').fill('Early');
  await page.getByLabel('Last Name').fill('Typist');
  await page.getByRole('textbox', { name: 'Email' }).fill('early.typist@example.com');
  await page.getByRole('textbox', { name: 'Phone' }).fill('+52 624 123 4567');
  await page.getByLabel('Travel Dates').fill('New Year week');
  // Typed into the server's HTML: nothing of the page's code has run.
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  release();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);

  await expect(page.getByLabel('First Name')).toHaveValue('Early');
  await expect(page.getByLabel('Travel Dates')).toHaveValue('New Year week');
  const sent = page.waitForRequest(
    (request) => request.url().endsWith('/api/leads') && request.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Request Concierge Service' }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    firstName: 'Early',
    lastName: 'Typist',
    email: 'early.typist@example.com',
    phone: '+52 624 123 4567',
  });
  expect(JSON.stringify(body)).toContain('New Year week');
  await expect(page.getByText('Thanks for your interest in our VIP services!')).toBeVisible();
  // No field asked for again.
  await expect(page.getByText(/must be at least 2 characters|valid email/)).toHaveCount(0);
});

test('a filter search typed before hydration filters the list once it has', async ({ page }) => {
  const release = await holdEntry(page);
  await page.goto('/resorts');
  await expect(page.getByText('Found 25 resorts')).toBeVisible();
  await page.getByPlaceholder('Search resorts by name or location...').fill('san jose');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  release();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);

  const search = page.getByPlaceholder('Search resorts by name or location...');
  await expect(search).toHaveValue('san jose');
  // The filter's state has the text: the count follows it.
  await expect(page.getByText(/^Found \d+ resorts?$/)).not.toHaveText('Found 25 resorts');
  const found = Number(
    (await page.getByText(/^Found \d+ resorts?$/).textContent())?.match(/\d+/)?.[0],
  );
  expect(found).toBeGreaterThan(0);
  expect(found).toBeLessThan(25);
  // And it goes on from there: the visitor's next key narrows it further.
  await search.fill('');
  await expect(page.getByText('Found 25 resorts')).toBeVisible();
});

test('a press begun before hydration and ended after it still chooses', async ({ page }) => {
  const release = await holdEntry(page);
  await page.goto('/adventures');
  const land = page
    .getByRole('radiogroup', { name: 'Filter adventures by category' })
    .getByRole('radio', { name: 'Land Activities' });
  const box = await land.boundingBox();
  if (!box) throw new Error('the category button has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  // The pointer went down on the server's HTML; the page's code runs before it comes up.
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  release();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.mouse.up();
  await expect(page).toHaveURL(/\/adventures\?category=land$/);
  await expect(land).toBeChecked();
});
