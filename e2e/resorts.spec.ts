import { expect, test, type Page } from '@playwright/test';
import { adminApiSignIn } from './support/admin.ts';

// The first admin of the e2e server (playwright.config.ts).
const cardNames = (page: Page) =>
  page.getByRole('list', { name: 'Resorts' }).getByRole('heading', { level: 3 }).allTextContents();

test('filter the resorts down to one, open it, and see its page with its structured data', async ({
  page,
}) => {
  await page.goto('/resorts');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Luxury Resorts in Cabo San Lucas',
  );
  const count = page.getByRole('status').filter({ hasText: /^Found/ });
  await expect(count).toHaveText('Found 25 resorts');
  expect(await cardNames(page)).toHaveLength(25);

  // Filters combine with AND and the count follows.
  await page.getByRole('button', { name: /Location/ }).click();
  await page.getByRole('option', { name: 'CABO SAN LUCAS' }).click();
  await page.getByRole('button', { name: /Price level/ }).click();
  await page.getByRole('option', { name: '$$$$', exact: true }).click();
  const cabo4 = await cardNames(page);
  await expect(count).toHaveText(`Found ${cabo4.length} resorts`);
  expect(cabo4).toContain('Casa Dorada Los Cabos Resort & Spa');
  expect(cabo4).not.toContain('Waldorf Astoria Los Cabos Pedregal');
  await page.getByRole('searchbox', { name: 'Search resorts' }).fill('dorada');
  await expect(count).toHaveText('Found 1 resort');
  await expect.poll(() => cardNames(page)).toEqual(['Casa Dorada Los Cabos Resort & Spa']);

  await page.getByRole('link', { name: 'Casa Dorada Los Cabos Resort & Spa' }).click();
  await expect(page).toHaveURL(/\/resorts\/casa-dorada-los-cabos-resort-spa$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Casa Dorada Los Cabos Resort & Spa',
  );
  await expect(page.getByRole('heading', { name: 'About this Resort' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What this resort offers' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Good to know' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Guest Reviews' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Special Features' })).toBeVisible();
  await expect(page.getByText('Safe to swim')).toBeVisible();

  // Rendered by the server for the same page: the Accommodation of spec section 9.
  const html = await (await page.request.get('/resorts/casa-dorada-los-cabos-resort-spa')).text();
  const ld = JSON.parse(
    /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '{}',
  ) as { '@type': string; address: { addressRegion: string; addressCountry: string } };
  expect(ld['@type']).toBe('Accommodation');
  expect(ld.address).toMatchObject({ addressRegion: 'Baja California Sur', addressCountry: 'MX' });
});

test('the curated short slugs reach their resorts; a resort without features shows none', async ({
  page,
}) => {
  const waldorf = await page.goto('/resorts/waldorf-astoria');
  expect(waldorf?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Waldorf Astoria Los Cabos Pedregal',
  );
  await expect(page.getByRole('heading', { name: 'Special Features' })).toBeVisible();
  await expect(page.getByText('Personal butler service')).toBeVisible();

  expect((await page.goto('/resorts/four-seasons'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Four Seasons Resort/);
  await expect(page.getByRole('heading', { name: 'What this resort offers' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Special Features' })).toHaveCount(0);
});

test('an unknown resort answers 404 with "Resort Not Found"', async ({ page }) => {
  const response = await page.goto('/resorts/no-such-resort');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resort Not Found');
  await expect(
    page.getByText("Sorry, we couldn't find the resort you're looking for."),
  ).toBeVisible();
});

test('quick inquiry without an account: the messages, then "Inquiry Sent!" and a resort lead', async ({
  page,
  browser,
}) => {
  const email = `resort-${Date.now()}@example.com`;
  await page.clock.install();
  await page.goto('/resorts');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Inquire Now about Montage Los Cabos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inquire about Montage Los Cabos' });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText(
      'Fill out this form and our team will get back to you with availability and rates.',
    ),
  ).toBeVisible();

  await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(dialog.getByText('First name must be at least 2 characters')).toBeVisible();
  await expect(dialog.getByText('Please specify your preferred dates')).toBeVisible();

  await dialog.getByLabel('First Name').fill('Ana');
  await dialog.getByLabel('Last Name').fill('Ruiz');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('+52 624 123 4567');
  await dialog.getByLabel('Preferred Dates').fill('March 10-15');
  await dialog.getByLabel('Number of Guests').fill('2 adults');
  await page.clock.fastForward(5000);
  await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(page.getByText('Inquiry Sent!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const admin = await browser.newContext({ baseURL: new URL(page.url()).origin });
  await adminApiSignIn(admin.request);
  const list = (await (
    await admin.request.get(`/api/admin/leads?search=${encodeURIComponent(email)}`)
  ).json()) as { items: Record<string, unknown>[] };
  expect(list.items).toEqual([
    expect.objectContaining({
      email,
      interestType: 'resort',
      formName: 'resort-inquiry',
      timeline: 'March 10-15',
    }),
  ]);
  await admin.close();
});

test('inquire without an account: the press opens the account dialog, registering sends what was typed', async ({
  page,
  browser,
}) => {
  const email = `inquirer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.clock.install();
  await page.goto('/resorts');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Search resorts' }).fill('dorada');
  await expect(page.getByRole('status').filter({ hasText: /^Found/ })).toHaveText('Found 1 resort');
  await page.getByRole('link', { name: 'Casa Dorada Los Cabos Resort & Spa' }).click();
  const form = page.getByRole('form', { name: 'Inquire about Casa Dorada Los Cabos Resort & Spa' });
  await expect(form).toBeVisible();

  // The calendars open on today: Enter picks check-in today, then the first night after it.
  for (const field of ['Check-in', 'Check-out']) {
    await form
      .getByRole('button', { name: /Add date/ })
      .first()
      .click();
    await page.getByRole('dialog', { name: field }).waitFor();
    await expect(page.locator('[role="gridcell"] :focus')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: field })).toBeHidden();
  }
  await form.getByRole('button', { name: 'Increase Guests' }).click();
  await form.getByLabel('Phone').fill('+52 624 123 4567');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Special Requests').fill('A room facing El Arco, please.');

  // Nobody is signed in: the press opens the account dialog; nothing is sent yet.
  await page.clock.fastForward(5000);
  await form.getByRole('button', { name: 'Submit Inquiry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your Cabo account' });
  await expect(dialog).toBeVisible();
  await expect(form.getByText('Please log in to make an inquiry')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Register' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('sunset-at-lands-end');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog).toBeHidden();

  // Signed in, the inquiry goes with everything typed before: no second press, no retyping.
  await expect(page.getByText('Inquiry Sent', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Our team will contact you shortly to discuss your stay.'),
  ).toBeVisible();
  await expect(form.getByText('Please log in to make an inquiry')).toHaveCount(0);
  await expect(form.getByLabel('Email')).toHaveValue('');

  const admin = await browser.newContext({ baseURL: new URL(page.url()).origin });
  await adminApiSignIn(admin.request);
  const list = (await (
    await admin.request.get(`/api/admin/bookings?type=resort&search=${encodeURIComponent(email)}`)
  ).json()) as { items: Record<string, unknown>[] };
  expect(list.items).toEqual([
    expect.objectContaining({
      email,
      guests: 2,
      listingName: 'Casa Dorada Los Cabos Resort & Spa',
    }),
  ]);
  await admin.close();
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the bottom bar shows only while the inquiry form is off screen', async ({ page }) => {
    // A hydration mismatch would replace the server's HTML (and the form with it).
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto('/resorts/casa-dorada-los-cabos-resort-spa');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    const form = page.getByRole('region', { name: 'Check Availability' });
    const bar = page.locator('[aria-label="Price and availability"]');
    // The form is on top on a phone: scroll it into view, the bar stays away.
    await form.scrollIntoViewIfNeeded();
    await expect(form).toBeInViewport();
    await expect(bar).toBeHidden();

    await page.getByRole('heading', { name: 'Guest Reviews' }).scrollIntoViewIfNeeded();
    await expect(form).not.toBeInViewport();
    await expect(bar).toBeVisible();
    await expect(bar.getByText('/ night')).toBeVisible();
    // The chat button stands above the bar, not under it.
    const chat = await page.getByRole('link', { name: /^Chat with us on WhatsApp/ }).boundingBox();
    const barBox = await bar.boundingBox();
    expect((chat?.y ?? 0) + (chat?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0);

    await bar.getByRole('button', { name: 'Check Availability' }).click();
    await expect(form).toBeInViewport();
    await expect(bar).toBeHidden();
    expect(pageErrors).toEqual([]);
  });
});
