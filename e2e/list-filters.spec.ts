import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// Lists keep their filters and sort in the URL (docs/catalogue.md, "Lists").

const cardNames = (page: Page, list: string) =>
  page.getByRole('list', { name: list }).getByRole('heading', { level: 3 }).allTextContents();

const hydrated = (page: Page) => expect(page.locator('html[data-hydrated]')).toHaveCount(1);

test('a filtered resort list survives a reload and the back button restores the whole list', async ({
  page,
}) => {
  await page.goto('/resorts');
  await hydrated(page);
  const count = page.getByRole('status').filter({ hasText: /^Found/ });
  await expect(count).toHaveText('Found 25 resorts');
  await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);

  await page.getByRole('button', { name: /Location/ }).click();
  await page.getByRole('option', { name: 'CABO SAN LUCAS' }).click();
  await expect(page).toHaveURL(/\/resorts\?location=CABO\+SAN\+LUCAS$/);
  await page.getByRole('button', { name: /Sort by/ }).click();
  await page.getByRole('option', { name: 'Highest rated' }).click();
  await expect(page).toHaveURL(/\/resorts\?location=CABO\+SAN\+LUCAS&sort=rating$/);
  const filtered = await cardNames(page, 'Resorts');
  expect(filtered.length).toBeLessThan(25);
  await expect(count).toHaveText(`Found ${filtered.length} resorts`);

  // The server renders the same filtered list: the HTML alone has its cards and count.
  const html = await (
    await page.request.get('/resorts?location=CABO+SAN+LUCAS&sort=rating')
  ).text();
  expect(html).toContain(`Found ${filtered.length} resorts`);
  expect(html).toContain(filtered[0]!.replace(/&/g, '&amp;'));

  await page.reload();
  await hydrated(page);
  await expect(count).toHaveText(`Found ${filtered.length} resorts`);
  expect(await cardNames(page, 'Resorts')).toEqual(filtered);
  await expect(page.getByRole('button', { name: /Location/ })).toContainText('CABO SAN LUCAS');
  await expect(page.getByRole('button', { name: /Sort by/ })).toContainText('Highest rated');

  // Back steps through the choices: the sort first, then the location.
  await page.goBack();
  await expect(page).toHaveURL(/\/resorts\?location=CABO\+SAN\+LUCAS$/);
  await expect(page.getByRole('button', { name: /Sort by/ })).toContainText('Recommended');
  await expect(count).toHaveText(`Found ${filtered.length} resorts`);
  await page.goBack();
  await expect(page).toHaveURL(/\/resorts$/);
  await expect(count).toHaveText('Found 25 resorts');
  await expect(page.getByRole('button', { name: /Location/ })).toContainText('All Locations');
  await page.goForward();
  await expect(count).toHaveText(`Found ${filtered.length} resorts`);

  // Typing replaces the entry (no history step per key) once it rests; "Clear filters" pushes.
  await page.getByRole('searchbox', { name: 'Search resorts' }).fill('waldorf');
  await expect(page).toHaveURL(/\/resorts\?q=waldorf&location=CABO\+SAN\+LUCAS$/);
  await expect(count).toHaveText('Found 1 resort');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/resorts$/);
  await expect(count).toHaveText('Found 25 resorts');
  await page.goBack();
  await expect(count).toHaveText('Found 1 resort');
  await expect(page.getByRole('searchbox', { name: 'Search resorts' })).toHaveValue('waldorf');
});

test('a bad or unknown query value is dropped, not an error', async ({ page }) => {
  const response = await page.goto('/resorts?price=cheap&sort=random&zzz=1');
  expect(response?.status()).toBe(200);
  await hydrated(page);
  await expect(page.getByRole('status').filter({ hasText: /^Found/ })).toHaveText(
    'Found 25 resorts',
  );
});

test('sort by price orders the villa cards by their nightly rate', async ({ page }) => {
  await page.goto('/villas');
  await hydrated(page);
  await page.getByRole('button', { name: /Sort by/ }).click();
  await page.getByRole('option', { name: 'Price: low to high' }).click();
  await expect(page).toHaveURL(/\/villas\?sort=price-asc$/);
  const prices = async () =>
    (
      await page
        .getByRole('list', { name: 'Villas' })
        .getByText(/^\$ [\d,]+ per night$/)
        .allTextContents()
    ).map((t) => Number(t.replace(/[^\d]/g, '')));
  const ascending = await prices();
  expect(ascending.length).toBeGreaterThan(3);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  await page.getByRole('button', { name: /Sort by/ }).click();
  await page.getByRole('option', { name: 'Price: high to low' }).click();
  await expect(page).toHaveURL(/\/villas\?sort=price-desc$/);
  await expect.poll(prices).toEqual([...ascending].sort((a, b) => b - a));
});

test("sort by price orders the resorts by their 'from' price, those without one last", async ({
  page,
}) => {
  await page.goto('/resorts?sort=price-asc');
  await hydrated(page);
  // Each card's nightly figure, or null where staff set no "from" price.
  const figures = async () =>
    page
      .getByRole('list', { name: 'Resorts' })
      .getByRole('listitem')
      .evaluateAll((items) =>
        items.map((li) => {
          const m = /from \$([\d,]+) \/ night/.exec(li.textContent ?? '');
          return m ? Number(m[1]!.replace(/,/g, '')) : null;
        }),
      );
  const up = await figures();
  const priced = up.filter((n): n is number => n !== null);
  expect(priced.length).toBeGreaterThan(2);
  expect(up.slice(0, priced.length)).toEqual([...priced].sort((a, b) => a - b));
  expect(up.slice(priced.length).every((n) => n === null)).toBe(true);
  await page.getByRole('button', { name: /Sort by/ }).click();
  await page.getByRole('option', { name: 'Price: high to low' }).click();
  await expect(page).toHaveURL(/\/resorts\?sort=price-desc$/);
  await expect
    .poll(async () => (await figures()).slice(0, priced.length))
    .toEqual([...priced].sort((a, b) => b - a));
});

test('an adventures list sorted by price survives a reload, and back restores the order before', async ({
  page,
}) => {
  await page.goto('/adventures?category=water');
  await hydrated(page);
  const summary = page.getByRole('status').filter({ hasText: 'adventures ·' });
  await expect(summary).toHaveText(/^\d+ of \d+ adventures · showing \d+ · page 1 of \d+$/);
  const titles = () =>
    page.getByRole('list', { name: 'Adventures' }).getByRole('heading').allTextContents();
  const recommended = await titles();
  const prices = async () =>
    (
      await page
        .getByRole('list', { name: 'Adventures' })
        .getByText(/^\$[\d,]+ USD$/)
        .allTextContents()
    ).map((t) => Number(t.replace(/[^\d]/g, '')));

  await page.getByRole('button', { name: /Sort by/ }).click();
  await page.getByRole('option', { name: 'Price: low to high' }).click();
  await expect(page).toHaveURL(/\/adventures\?category=water&sort=price-asc$/);
  const ascending = await prices();
  expect(ascending.length).toBeGreaterThan(3);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  const sortedTitles = await titles();
  expect(sortedTitles).not.toEqual(recommended);

  // The server renders the sorted list itself: its HTML has the cheapest tour first.
  const html = await (await page.request.get('/adventures?category=water&sort=price-asc')).text();
  expect(html).toContain('Clear filters');
  const firstAt = html.indexOf(sortedTitles[0]!.replace(/&/g, '&amp;'));
  const secondAt = html.indexOf(sortedTitles[1]!.replace(/&/g, '&amp;'));
  expect(firstAt).toBeGreaterThan(0);
  expect(firstAt).toBeLessThan(secondAt);

  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('button', { name: /Sort by/ })).toContainText('Price: low to high');
  await expect(
    page.getByRole('radiogroup', { name: 'Filter adventures by category' }).getByRole('radio', {
      name: 'Water Activities',
    }),
  ).toBeChecked();
  expect(await titles()).toEqual(sortedTitles);

  // Back: the order before the sort; forward: sorted again.
  await page.goBack();
  await expect(page).toHaveURL(/\/adventures\?category=water$/);
  await expect(page.getByRole('button', { name: /Sort by/ })).toContainText('Recommended');
  await expect.poll(titles).toEqual(recommended);
  await page.goForward();
  await expect(page.getByRole('button', { name: /Sort by/ })).toContainText('Price: low to high');
  await expect.poll(prices).toEqual(ascending);

  // "Clear filters" drops the category, keeps the sort, and is a step of its own.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/adventures\?sort=price-asc$/);
  await expect(summary).toHaveText(/^\d+ adventures · showing 12 · page 1 of \d+$/);
  await expect.poll(async () => (await prices()).length).toBe(12);
  const all = await prices();
  expect(all).toEqual([...all].sort((a, b) => a - b));
});

test('a blog category survives a reload and is rendered by the server', async ({ page }) => {
  await page.goto('/blog');
  await hydrated(page);
  const count = page.getByRole('status').filter({ hasText: /posts?$/ });
  const total = Number(/\d+/.exec((await count.textContent()) ?? '')?.[0]);
  const chips = page.getByRole('radiogroup', { name: 'Filter posts by category' });
  await chips.getByRole('radio', { name: 'Weddings' }).click();
  await expect(page).toHaveURL(/\/blog\?category=weddings$/);
  const cards = page.getByRole('article');
  const weddings = await cards.count();
  expect(weddings).toBeLessThan(total);
  await expect(count).toHaveText(`${weddings} of ${total} posts`);

  const html = await (await page.request.get('/blog?category=weddings')).text();
  expect(html).toContain(`${weddings} of ${total} posts`);

  await page.reload();
  await hydrated(page);
  await expect(chips.getByRole('radio', { name: 'Weddings' })).toBeChecked();
  await expect(cards).toHaveCount(weddings);
  for (const card of await cards.all()) {
    await expect(card.getByText('Weddings', { exact: true })).toBeVisible();
  }
  await page.goBack();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(chips.getByRole('radio', { name: 'All Posts' })).toBeChecked();
  await expect(count).toHaveText(`${total} posts`);
});

// Runs in the `phone` project only (390 x 844, touch: playwright.config.ts).
test.describe('on a phone', { tag: '@phone-only' }, () => {
  test('the villa filters wait behind one button and the first villa is on the first screen', async ({
    page,
  }) => {
    await page.goto('/villas?location=Cabo+San+Lucas');
    await hydrated(page);
    const firstCard = page.getByRole('list', { name: 'Villas' }).getByRole('listitem').first();
    await expect(firstCard).toBeInViewport();
    await expect(page.getByRole('searchbox', { name: 'Search villas' })).toBeHidden();

    const open = page.getByRole('button', { name: 'Filters (1)' });
    await open.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet.getByRole('searchbox', { name: 'Search villas' })).toBeVisible();
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
    await sheet.getByRole('button', { name: /Bedrooms/ }).click();
    await page.getByRole('option', { name: '5 Bedrooms' }).click();
    const show = sheet.getByRole('button', { name: /^Show \d+ results?$/ });
    const label = (await show.textContent()) ?? '';
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeFocused();
    const shown = Number(/\d+/.exec(label)?.[0]);
    await expect(page.getByRole('list', { name: 'Villas' }).getByRole('listitem')).toHaveCount(
      shown,
    );
    await expect(page).toHaveURL(/bedrooms=5/);
  });

  test('the adventure categories and sort wait behind one button, axe-clean when open', async ({
    page,
  }) => {
    await page.goto('/adventures?category=land');
    await hydrated(page);
    const firstCard = page.getByRole('list', { name: 'Adventures' }).getByRole('listitem').first();
    await expect(firstCard).toBeInViewport();
    await expect(page.getByRole('radio', { name: 'Land Activities' })).toBeHidden();
    await page.getByRole('button', { name: 'Filters (1)' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet.getByRole('radio', { name: 'Land Activities' })).toBeChecked();
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
    await sheet.getByRole('button', { name: /Sort by/ }).click();
    await page.getByRole('option', { name: 'Price: high to low' }).click();
    await expect(page).toHaveURL(/\/adventures\?category=land&sort=price-desc$/);
    await sheet.getByRole('button', { name: /^Show \d+ results?$/ }).click();
    await expect(sheet).toBeHidden();
    await page.screenshot({ path: test.info().outputPath('adventures-390.png') });
  });
});
