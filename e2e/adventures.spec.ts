import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminApiSignIn } from './support/admin.ts';

// The first admin the e2e server creates (playwright.config.ts).
interface BookingRow {
  bookingType: string;
  email: string;
  guests: number | null;
  listingId: string | null;
  firstName: string | null;
}

async function adminBookings(request: APIRequestContext): Promise<BookingRow[]> {
  await adminApiSignIn(request);
  const res = await request.get('/api/admin/bookings?type=adventure');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { items: BookingRow[] }).items;
}

test('browse the adventures: page 2 is in the URL and rendered by the server', async ({
  page,
  request,
}) => {
  await page.goto('/adventures');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cabo Adventures & Experiences');
  const cards = page.getByRole('list', { name: 'Adventures' }).getByRole('article');
  await expect(cards).toHaveCount(12);
  const summary = page.getByRole('status').filter({ hasText: 'adventures ·' });
  await expect(summary).toContainText('showing 12 · page 1 of');
  const firstOnPage1 = await cards.first().getByRole('link').textContent();

  await page
    .getByRole('navigation', { name: 'Adventure pages' })
    .getByRole('button', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL(/\/adventures\?page=2$/);
  await expect(summary).toContainText('page 2 of');
  await expect(cards.first().getByRole('link')).not.toHaveText(firstOnPage1 ?? '');

  // A shared link keeps the page: the server renders page 2 itself.
  const html = await (await request.get('/adventures?page=2')).text();
  expect(html).toContain('page 2 of');
});

test('a category narrows the list, goes into the URL and starts at page 1', async ({ page }) => {
  await page.goto('/adventures?page=2');
  const summary = page.getByRole('status').filter({ hasText: 'adventures ·' });
  await expect(summary).toContainText('page 2 of');
  const filter = page.getByRole('radiogroup', { name: 'Filter adventures by category' });
  await filter.getByRole('radio', { name: 'Land Activities' }).click();

  await expect(page).toHaveURL(/\/adventures\?category=land$/);
  await expect(filter.getByRole('radio', { name: 'Land Activities' })).toBeChecked();
  await expect(summary).toHaveText(/^\d+ of \d+ adventures · showing \d+ · page 1 of 1$/);
  const titles = await page
    .getByRole('list', { name: 'Adventures' })
    .getByRole('heading')
    .allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) expect(title).toMatch(/camel|atv|outdoor/i);

  // The menu's fixed path lists only the ATV tours, narrower than Land Activities.
  await page.goto('/adventures/atv');
  await expect(page.getByRole('heading', { level: 2, name: 'ATV Tours' })).toBeVisible();
  const atv = await page
    .getByRole('list', { name: 'Adventures' })
    .getByRole('heading')
    .allTextContents();
  expect(atv.length).toBeGreaterThan(0);
  expect(atv.length).toBeLessThan(titles.length);
  for (const title of atv) expect(title).toMatch(/\batv\b/i);
  await expect(filter.getByRole('radio', { checked: true })).toHaveCount(0);
  // A category chosen there moves to the list's own URL.
  await filter.getByRole('radio', { name: 'Land Activities' }).click();
  await expect(page).toHaveURL(/\/adventures\?category=land$/);
});

test('the singular link lands on the detail page with its structured data', async ({ page }) => {
  await page.goto('/adventure/luxury-cabo-sailing');
  await expect(page).toHaveURL(/\/adventures\/luxury-sailing$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Luxury Cabo Sailing');
  for (const name of [
    'About This Adventure',
    "What's Included",
    'Good to Know',
    'Guest Photos',
    'Guest Reviews',
    'Frequently Asked Questions',
    'Share This Adventure',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  );
  expect(jsonLd).toMatchObject({
    '@type': 'TouristAttraction',
    name: 'Luxury Cabo Sailing',
    offers: { priceCurrency: 'USD', price: '189' },
  });
});

test('book for 3 guests: a toast, and the admin sees the booking', async ({ page, request }) => {
  const email = `sailing.${Date.now()}@example.com`;
  await page.clock.install();
  await page.goto('/adventures/luxury-sailing');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  const bar = page.getByRole('region', { name: 'Price and booking' });
  await bar.getByRole('button', { name: 'Increase Guests' }).click();
  await bar.getByRole('button', { name: 'Increase Guests' }).click();
  await expect(bar.getByText('Estimated total: $567 USD')).toBeVisible();
  await bar.getByRole('button', { name: 'Book Now' }).click();

  const sheet = page.getByRole('dialog', { name: 'Book Your Adventure' });
  await expect(sheet.getByRole('button', { name: /Number of Guests/ })).toContainText('3');
  await expect(sheet.getByText('Estimated total for 3 guests: $567 USD')).toBeVisible();
  await sheet.getByLabel('Name').fill('Lucia Marquez');
  await sheet.getByLabel('Email').fill(email);
  await sheet.getByLabel('Special Requests').fill('Celebrating an anniversary');
  await page.clock.fastForward(5000);
  await sheet.getByRole('button', { name: 'Submit Booking Request' }).click();

  await expect(page.getByText('Booking Request Submitted')).toBeVisible();
  await expect(sheet).toBeHidden();

  const booking = (await adminBookings(request)).find((b) => b.email === email);
  expect(booking).toMatchObject({
    bookingType: 'adventure',
    guests: 3,
    listingId: 'luxury-sailing',
    firstName: 'Lucia Marquez',
  });
});

test('the sheet shows the validation messages and sends nothing', async ({ page }) => {
  let posted = false;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/bookings')) posted = true;
  });
  await page.goto('/adventures/luxury-sailing');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page
    .getByRole('region', { name: 'Price and booking' })
    .getByRole('button', { name: 'Book Now' })
    .click();
  const sheet = page.getByRole('dialog', { name: 'Book Your Adventure' });
  await sheet.getByLabel('Email').fill('lucia@');
  await sheet.getByRole('button', { name: 'Submit Booking Request' }).click();
  await expect(sheet.getByText('Name is required')).toBeVisible();
  await expect(sheet.getByText('Please enter a valid email address')).toBeVisible();
  await expect(sheet.getByLabel('Name')).toBeFocused();
  expect(posted).toBe(false);
});

test('an unknown adventure answers 404 and says so', async ({ page }) => {
  const response = await page.goto('/adventures/moon-landing');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Adventure not found');
  await page.getByRole('link', { name: 'Back to Adventures' }).click();
  await expect(page).toHaveURL(/\/adventures$/);
});

test('the rewards card shows only for a signed-in visitor', async ({ page }) => {
  await page.goto('/adventures/luxury-sailing');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Your Rewards' })).toHaveCount(0);

  // Registering signs in (the browser context keeps the cookies page.request receives).
  const res = await page.request.post('/api/register', {
    data: { email: `rewards.${Date.now()}@example.com`, password: 'sunset-at-lands-end' },
  });
  expect(res.status()).toBe(201);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your Rewards' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progress to level 2' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
});
