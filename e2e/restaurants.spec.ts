import { expect, test, type Page } from '@playwright/test';
import { adminApiSignIn } from './support/admin.ts';

// The first admin of the e2e server (playwright.config.ts).
interface ApiRestaurant {
  id: number;
  name: string;
  bookingsToday: number;
  openTableUrl: string;
  availableTimeslots: string[];
}

const cardNames = (page: Page) =>
  page
    .getByRole('list', { name: 'Restaurants' })
    .getByRole('heading', { level: 3 })
    .allTextContents();

async function chooseSort(page: Page, label: string) {
  await page.getByRole('button', { name: /Sort by/ }).click();
  await page.getByRole('option', { name: label }).click();
}

test('browse the restaurants: Most Popular first, Name A-Z in order, kept in the URL', async ({
  page,
  request,
}) => {
  const restaurants = (await (await request.get('/api/restaurants')).json()) as ApiRestaurant[];
  await page.goto('/restaurants');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restaurants in Cabo');
  await expect(page.getByRole('heading', { name: 'Restaurants in Los Cabos' })).toBeVisible();
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  ) as { '@type': string; itemListElement: unknown[] };
  expect(jsonLd['@type']).toBe('ItemList');
  expect(jsonLd.itemListElement).toHaveLength(restaurants.length);

  // Most Popular: the most bookings today first.
  const mostBooked = [...restaurants].sort((a, b) => b.bookingsToday - a.bookingsToday);
  expect((await cardNames(page))[0]).toBe(mostBooked[0]?.name);
  expect(await cardNames(page)).toEqual(mostBooked.map((r) => r.name));

  await chooseSort(page, 'Name A-Z');
  await expect(page).toHaveURL(/\/restaurants\?sort=name$/);
  const byName = await cardNames(page);
  expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en')));

  // A shared link shows the same list, rendered by the server.
  await page.goto('/restaurants?sort=name&cuisine=Japanese');
  expect(await cardNames(page)).toEqual(['Koi Sushi Bar', 'Nick-San']);
  await page.getByRole('searchbox', { name: 'Search restaurants' }).fill('koi');
  await expect.poll(() => cardNames(page)).toEqual(['Koi Sushi Bar']);
  await expect(page).toHaveURL(/q=koi/);
});

test('open a restaurant: its page, directions, and a time slot opening the booking page in a new tab', async ({
  page,
}) => {
  await page.goto('/restaurants');
  await page.getByRole('link', { name: 'El Farallón' }).click();
  await expect(page).toHaveURL(/\/restaurants\/1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('El Farallón');
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  ) as { '@type': string; address: { postalCode: string } };
  expect(jsonLd['@type']).toBe('Restaurant');
  expect(jsonLd.address.postalCode).toBe('23454');
  await expect(
    page.getByRole('link', { name: 'Get Directions (opens in a new tab)' }),
  ).toHaveAttribute('href', /google\.com\/maps\/dir\/\?api=1&destination=/);

  // Nothing leaves the machine: the booking site answers from a stub.
  await page
    .context()
    .route('https://www.opentable.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>OpenTable</title>' }),
    );
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: /^5:30 PM at El Farallón/ }).click(),
  ]);
  await tab.waitForURL(/^https:\/\/www\.opentable\.com\/s\?term=El%20Farallon/);
  await tab.close();

  await page.getByRole('link', { name: 'Back to Restaurants' }).click();
  await expect(page).toHaveURL(/\/restaurants$/);
});

test('Back to Restaurants returns to the list with its sort and filter; opened directly it links to the list', async ({
  page,
}) => {
  await page.goto('/restaurants?sort=name&cuisine=Japanese');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  expect(await cardNames(page)).toEqual(['Koi Sushi Bar', 'Nick-San']);
  await page.getByRole('link', { name: 'Nick-San' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nick-San');

  await page.getByRole('link', { name: 'Back to Restaurants' }).click();
  await expect(page).toHaveURL(/\/restaurants\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('sort')).toBe('name');
  expect(url.searchParams.get('cuisine')).toBe('Japanese');
  await expect.poll(() => cardNames(page)).toEqual(['Koi Sushi Bar', 'Nick-San']);
  // It went back in history: forward leads to the restaurant again.
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nick-San');

  // Arriving from elsewhere (a shared link): a link to the list, not out of the site.
  await page.goto('/restaurants/1');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  const back = page.getByRole('link', { name: 'Back to Restaurants' });
  await expect(back).toHaveAttribute('href', '/restaurants');
  await back.click();
  await expect(page).toHaveURL(/\/restaurants$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restaurants in Cabo');
});

test('request a table for 4: a validation message, then the admin API shows the booking', async ({
  page,
  browser,
}) => {
  const email = `table-${Date.now()}@example.com`;
  await page.clock.install();
  await page.goto('/restaurants/1');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Request Table' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a Table at El Farallón' });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(dialog.getByText('Please enter your first name')).toBeVisible();
  await expect(dialog.getByText('Please pick a date')).toBeVisible();

  await dialog.getByLabel('First Name').fill('Ana');
  await dialog.getByLabel('Last Name').fill('Ruiz');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('+52 624 123 4567');
  await dialog.getByRole('button', { name: /Pick a date/ }).click();
  // The calendar opens on today: Enter picks it.
  await page.getByRole('dialog', { name: 'Date' }).waitFor();
  await page.keyboard.press('Enter');
  await dialog.getByLabel('Preferred Time').fill('19:30');
  await dialog.getByRole('button', { name: /Party Size/ }).click();
  await page.getByRole('option', { name: '4 people' }).click();
  await page.clock.fastForward(5000);
  await dialog.getByRole('button', { name: 'Submit Request' }).click();

  await expect(page.getByText('Booking Request Submitted')).toBeVisible();
  await expect(dialog).toBeHidden();

  const admin = await browser.newContext({ baseURL: new URL(page.url()).origin });
  await adminApiSignIn(admin.request);
  const list = (await (
    await admin.request.get(
      `/api/admin/bookings?type=restaurant&search=${encodeURIComponent(email)}`,
    )
  ).json()) as { items: { email: string; guests: number; listingName: string; time: string }[] };
  expect(list.items).toEqual([
    expect.objectContaining({ email, guests: 4, listingName: 'El Farallón', time: '19:30' }),
  ]);
  await admin.close();
});

test("'Open now' follows Los Cabos time for a fixed clock", async ({ page }) => {
  // Tuesday 7:00 PM in Los Cabos (02:00 UTC on Wednesday).
  await page.clock.setFixedTime(new Date('2026-03-11T02:00:00Z'));
  await page.goto('/restaurants/1');
  await expect(page.getByText('Open now · Closes at 10:00 PM')).toBeVisible();

  // Monday 10:00 AM: Flora's is closed on Mondays.
  await page.clock.setFixedTime(new Date('2026-03-09T17:00:00Z'));
  await page.goto('/restaurants/2');
  await expect(page.getByText('Opens Tuesday at 9:00 AM')).toBeVisible();

  await page.goto('/restaurants?open=1');
  await expect.poll(() => cardNames(page)).toEqual(['The Office on the Beach', 'Tacos Gardenias']);
});

test('an unknown restaurant answers 404 and links back', async ({ page }) => {
  const response = await page.goto('/restaurants/9999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restaurant not found');
  await page.getByRole('link', { name: 'Back to Restaurants' }).click();
  await expect(page).toHaveURL(/\/restaurants$/);
});
