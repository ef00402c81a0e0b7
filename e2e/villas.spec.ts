import { villaPriceSummary, type PricingSettings } from '@cabo/contract';
import { expect, test, type Page } from '@playwright/test';

// Villa search, availability and booking (docs/stays.md). The e2e server seeds the sample
// confirmed stays at start (villa-bellissima, villa-serenidad, villa-cielo).

interface Availability {
  villaId: string;
  slug: string;
  unavailable: { start: string; end: string }[];
}

const DATES_UNAVAILABLE =
  'This villa is already booked for some of those nights. Please choose other dates.';
const CHECK_OUT_AFTER_CHECK_IN = 'Check-out date must be after check-in date';

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const usd = (n: number) => `$${n.toLocaleString('en-US')}`;
let n = 0;
const submissionId = () =>
  `e2e-villa-${Date.now().toString(36)}-${n++}`.padEnd(21, 'x').slice(0, 21);

async function register(page: Page) {
  const email = `guest.${Date.now()}.${n++}@example.com`;
  const res = await page.request.post('/api/register', {
    data: { email, password: 'a long guest password' },
  });
  expect(res.status()).toBe(201);
  return email;
}

async function heldStay(page: Page, slug: string) {
  const list = (await (await page.request.get('/api/villa-availability')).json()) as Availability[];
  const villa = list.find((v) => v.slug === slug)!;
  expect(villa.unavailable.length, `${slug} has a confirmed stay`).toBeGreaterThan(0);
  return { villaId: villa.villaId, ...villa.unavailable[0]!, all: list };
}

const cardNames = (page: Page) =>
  page.getByRole('list', { name: 'Villas' }).getByRole('heading', { level: 3 }).allTextContents();

test('book a villa for 3 nights: the summary shows subtotal, fee and total', async ({ page }) => {
  const email = await register(page);
  const villa = (await (await page.request.get('/api/villas/villa-paraiso')).json()) as {
    name: string;
    pricePerNight: string;
    cleaningFee: string;
  };
  const [checkIn, checkOut] = [day(70), day(73)];
  await page.clock.install();
  await page.goto(`/villas?checkIn=${checkIn}&checkOut=${checkOut}`);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  // The landed total (docs/stays.md, "True totals"), with the settings the site uses.
  const settings = (await (
    await page.request.get('/api/pricing-settings')
  ).json()) as PricingSettings;
  const price = villaPriceSummary(checkIn, checkOut, villa, settings);
  const cents = (c: number) =>
    `$${(c / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const [subtotal, fee, total] = [price.rentCents, price.serviceFeeCents, price.totalCents];
  // The card gives the figure the villa page's summary gives.
  const card = page.getByRole('article').filter({ hasText: villa.name });
  await expect(card.getByText(`${cents(total)} total for 3 nights`)).toBeVisible();
  await card.getByRole('link', { name: villa.name }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(villa.name);
  const summary = page.getByLabel('Price summary');
  await expect(summary.getByText(`3 nights × ${usd(Number(villa.pricePerNight))}`)).toBeVisible();
  await expect(summary.getByText(cents(subtotal), { exact: true })).toBeVisible();
  await expect(summary.getByText('Service fee (12%)')).toBeVisible();
  await expect(summary.getByText(cents(fee), { exact: true })).toBeVisible();
  await expect(summary.getByText(cents(total), { exact: true })).toBeVisible();
  await expect(page.getByText('Please log in to make a booking')).toHaveCount(0);

  await page.getByLabel(/Number of Guests/).fill('4');
  await page.getByLabel(/Phone Number/).fill('+1 310 555 0199');
  await page.getByLabel(/^Email/).fill(email);
  await page.clock.fastForward(5000);
  await page.getByRole('button', { name: 'Request to Book' }).click();
  await expect(page.getByText('Booking Request Sent')).toBeVisible();
});

test('a check-out before check-in is refused in the browser and by the server', async ({
  page,
}) => {
  const email = await register(page);
  await page.goto('/villas/villa-paraiso');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  const pick = async (label: string, daysAhead: number) => {
    await page.getByRole('button', { name: new RegExp(`Select date ${label}`) }).click();
    const calendar = page.getByRole('dialog', { name: label });
    await expect(calendar).toBeVisible();
    // The calendar opens on today: the arrow keys walk the days.
    await expect(calendar.locator('[role="gridcell"] [data-focused]')).toHaveCount(1);
    for (let i = 0; i < daysAhead; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(calendar).toHaveCount(0);
  };
  await pick('Check-out', 3);
  await pick('Check-in', 6);
  await page.getByLabel(/Phone Number/).fill('+1 310 555 0199');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Request to Book' }).click();
  await expect(page.getByText(CHECK_OUT_AFTER_CHECK_IN)).toBeVisible();
  await expect(page.getByLabel('Price summary')).toHaveCount(0);

  const res = await page.request.post('/api/villa-bookings', {
    data: {
      submissionId: submissionId(),
      villaId: 'villa-5',
      startDate: day(40),
      endDate: day(37),
      guests: '2',
      contactPhone: '+1 310 555 0199',
      contactEmail: email,
    },
  });
  expect(res.status()).toBe(400);
  const body = (await res.json()) as { message: string; errors: Record<string, string[]> };
  expect(body.message).toBe(CHECK_OUT_AFTER_CHECK_IN);
  expect(body.errors.endDate).toEqual([CHECK_OUT_AFTER_CHECK_IN]);
});

test('nights of a confirmed booking cannot be picked and are refused by the API (409)', async ({
  page,
}) => {
  const email = await register(page);
  const held = await heldStay(page, 'villa-bellissima');
  await page.goto('/villas/villa-bellissima');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  // The booking card hydrates (and loads the villa's booked nights) once it is on screen.
  const checkIn = page.getByRole('button', { name: /Select date Check-in/ });
  await checkIn.scrollIntoViewIfNeeded();
  await expect(page.getByText('Greyed-out dates are already booked.')).toBeVisible();
  await checkIn.click();
  const calendar = page.getByRole('dialog', { name: 'Check-in' });
  const start = new Date(`${held.start}T00:00:00Z`);
  const monthTitle = start.toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  for (
    let i = 0;
    i < 3 && !(await calendar.getByRole('heading', { name: monthTitle }).count());
    i++
  ) {
    await calendar.locator('button[slot="next"]').click();
  }
  await expect(calendar.getByRole('heading', { name: monthTitle })).toBeVisible();
  const label = start.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const cell = calendar.getByRole('button', { name: new RegExp(label) });
  await expect(cell).toHaveAttribute('aria-disabled', 'true');
  await cell.click({ force: true });
  await expect(calendar).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /Select date Check-in/ })).toBeVisible();

  const res = await page.request.post('/api/villa-bookings', {
    data: {
      submissionId: submissionId(),
      villaId: held.villaId,
      startDate: held.start,
      endDate: held.end,
      guests: '2',
      contactPhone: '+1 310 555 0199',
      contactEmail: email,
    },
  });
  expect(res.status()).toBe(409);
  expect(((await res.json()) as { message: string }).message).toBe(DATES_UNAVAILABLE);
});

test('the villa list with dates drops a villa booked for them', async ({ page }) => {
  const held = await heldStay(page, 'villa-bellissima');
  const all = (await (await page.request.get('/api/villas')).json()) as { name: string }[];
  const free = held.all.filter((v) =>
    v.unavailable.every((r) => !(held.start < r.end && r.start < held.end)),
  );
  await page.goto('/villas');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(page.getByText(`Found ${all.length} villas`)).toBeVisible();
  expect(await cardNames(page)).toContain('Villa Bellissima');

  await page.goto(`/villas?checkIn=${held.start}&checkOut=${held.end}`);
  await expect(page.getByText(`Found ${free.length} villas`)).toBeVisible();
  expect(await cardNames(page)).not.toContain('Villa Bellissima');
  await expect(page.getByText(/total for 7 nights/).first()).toBeVisible();

  await page.getByRole('button', { name: 'Clear dates and guests' }).click();
  await expect(page).toHaveURL(/\/villas$/);
  await expect(page.getByText(`Found ${all.length} villas`)).toBeVisible();
});

test('an unknown villa is a 404 with the not-found text, rendered by the server', async ({
  page,
}) => {
  const res = await page.goto('/villas/villa-nowhere');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Villa Not Found');
  await expect(
    page.getByText("Sorry, we couldn't find the villa you're looking for."),
  ).toBeVisible();
  const html = await (await page.request.get('/villas/villa-bellissima')).text();
  expect(html).toContain('About this Villa');
  expect(html).toContain('Good to know');
  expect(html).toContain('Amenities');
  expect(html).toContain('Reviews');
  // Its structured data comes with the HTML (docs/stays.md).
  const ld = JSON.parse(
    /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '{}',
  ) as Record<string, unknown>;
  expect(ld).toMatchObject({
    '@type': ['Accommodation', 'Product'],
    name: 'Villa Bellissima',
    address: { addressRegion: 'Baja California Sur', addressCountry: 'MX' },
    numberOfBedrooms: 6,
    occupancy: { maxValue: 14 },
    // The base list and the villa's own, as the page lists them.
    amenityFeature: expect.arrayContaining([
      expect.objectContaining({ name: 'WiFi' }),
      expect.objectContaining({ name: 'Home Theater' }),
    ]),
    // The villa's rate, then each seeded season's, valid over its nights.
    offers: {
      priceSpecification: expect.arrayContaining([
        { '@type': 'UnitPriceSpecification', price: 3850, priceCurrency: 'USD', unitCode: 'DAY' },
        expect.objectContaining({ name: 'Holidays', validFrom: '2026-12-19', unitCode: 'DAY' }),
      ]),
    },
  });
});
