import { expect, test } from '@playwright/test';
import { REQUEST_REFERENCE_PATTERN } from '@cabo/contract';
import { adminApiSignIn } from './support/admin.ts';

/** Today in Cabo (America/Mazatlan), as the calendar counts it: not the UTC date. */
function caboToday(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Mazatlan',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

/** The Sunday that starts Cabo's week, as the calendar and the server count it. */
function thisSunday(): string {
  const day = new Date(`${caboToday()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - day.getUTCDay());
  return day.toISOString().slice(0, 10);
}

test('the events calendar shows 28 days starting on Sunday of this week, with Event JSON-LD', async ({
  page,
}) => {
  const response = await page.goto('/events');
  expect(response?.status()).toBe(200);
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([
    'Sun',
    'Mon',
    'Tue',
    'Wed',
    'Thu',
    'Fri',
    'Sat',
  ]);
  const cells = table.getByRole('cell');
  await expect(cells).toHaveCount(28);
  await expect(cells.first()).toHaveAttribute('data-date', thisSunday());
  await expect(cells.first()).toContainText('Sunday');
  await expect(table.locator('[aria-current="date"]')).toHaveAttribute('data-date', caboToday());
  await expect(page.getByRole('list', { name: 'Event types' }).getByRole('listitem')).toHaveText([
    'Music',
    'Food',
    'Sports',
    'Culture',
  ]);

  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  ) as { '@graph'?: { '@type': string; startDate: string }[] };
  expect(jsonLd['@graph']?.length).toBeGreaterThan(0);
  expect(jsonLd['@graph']?.[0]).toMatchObject({ '@type': 'Event' });
  expect(jsonLd['@graph']?.[0]?.startDate.startsWith(thisSunday())).toBe(true);

  // An event opens its details from the keyboard.
  await cells.first().getByRole('button').first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('/guides: a card opens the guide dialog with its guide; only Real Estate asks about an agent', async ({
  page,
}) => {
  await page.goto('/guides');
  await page
    .getByRole('button', { name: /Download Free Guide.*Cabo Restaurant Guide 2025/ })
    .click();
  const restaurant = page.getByRole('dialog', { name: 'Download Your Free Restaurant Guide' });
  await expect(restaurant).toBeVisible();
  await expect(restaurant.getByRole('checkbox')).toHaveCount(0);
  await restaurant.getByRole('button', { name: 'Close' }).click();
  await expect(restaurant).toBeHidden();

  await page
    .getByRole('button', { name: /Download Free Guide.*Buying Property in Los Cabos/ })
    .click();
  const realEstate = page.getByRole('dialog', { name: 'Download Your Free Real Estate Guide' });
  await expect(
    realEstate.getByRole('checkbox', { name: "I'd like a local real estate agent to contact me" }),
  ).toBeVisible();
  await expect(realEstate.getByRole('link', { name: /Privacy notice/ })).toHaveAttribute(
    'href',
    '/privacy',
  );
});

test('an unknown guide topic is a 404; a known one is the guides page', async ({ page }) => {
  expect((await page.goto('/guides/no-such-topic'))?.status()).toBe(404);
  expect((await page.goto('/guides/real-estate'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Travel Guides' })).toBeVisible();
});

test('/privacy is the LFPDPPP notice with the ARCO rights', async ({ page }) => {
  expect((await page.goto('/privacy'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your ARCO rights' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Who we share it with' })).toBeVisible();
});

test('a honeypot submission answers like any other, is stored flagged and is not listed as a lead', async ({
  page,
}) => {
  const email = `honeypot.${Date.now()}@example.com`;
  await page.clock.install();
  await page.goto('/guides');
  // What a form-filling script does: it fills the hidden field too.
  await page.getByRole('button', { name: /Download Free Guide.*Beach Guide/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Download Your Free Beach Guide' });
  await dialog.getByLabel('First Name').fill('Spam');
  await dialog.getByLabel('Last Name').fill('Bot');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('+52 624 123 4567');
  await dialog.locator('input[name="website"]').fill('https://spam.example', { force: true });
  await page.clock.fastForward(5000);
  const stored = page.waitForResponse(
    (r) => r.url().endsWith('/api/guide-submissions') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Download Guide' }).click();
  // The visitor sees the normal success.
  expect((await stored).status()).toBe(201);
  await expect(page.getByText('Thanks for your interest!')).toBeVisible();

  // A lead through the same plumbing: flagged, so the normal list leaves it out and the
  // spam view lists it.
  const leadEmail = `honeypot-lead.${Date.now()}@example.com`;
  const lead = await page.request.post('/api/leads', {
    data: {
      submissionId: `hp${Date.now()}`.padEnd(21, 'x').slice(0, 21),
      firstName: 'Spam',
      lastName: 'Bot',
      email: leadEmail,
      phone: '+52 624 123 4567',
      formName: 'luxury-concierge',
      interestType: 'concierge',
      formData: { groupSize: '2', notes: 'Filled by a script' },
      meta: { website: 'https://spam.example', fillMs: 9000 },
    },
  });
  expect(lead.status()).toBe(201);
  expect(((await lead.json()) as { reference: string }).reference).toMatch(
    REQUEST_REFERENCE_PATTERN,
  );

  await adminApiSignIn(page.request);
  const normal = await page.request.get(`/api/admin/leads?search=${encodeURIComponent(leadEmail)}`);
  expect(normal.status()).toBe(200);
  expect(((await normal.json()) as { items: unknown[] }).items).toHaveLength(0);
  const spam = await page.request.get(
    `/api/admin/leads?spam=true&search=${encodeURIComponent(leadEmail)}`,
  );
  expect(spam.status()).toBe(200);
  expect(((await spam.json()) as { items: { email: string }[] }).items).toEqual([
    expect.objectContaining({ email: leadEmail }),
  ]);
});

test('/real-estate#guide lands on the inline Real Estate guide form, which stores a guide request', async ({
  page,
  context,
}) => {
  const email = `real-estate.${Date.now()}@example.com`;
  // A form sent within 3 s of appearing counts as spam: time passes before the submit.
  await page.clock.install();
  expect((await page.goto('/real-estate#guide'))?.status()).toBe(200);
  const form = page.getByRole('region', { name: 'Download Your Free Real Estate Guide' });
  await expect(form).toBeInViewport();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The form is in the HTML before its code runs: type once the page has hydrated, as the
  // other form tests do (docs/architecture.md, "How a page renders": typing before that).
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);

  await form.getByLabel('First Name').fill('Ana');
  await form.getByLabel('Last Name').fill('Ruiz');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('+52 624 123 4567');
  // React Aria's checkbox: its label takes the click.
  await form.getByText("I'd like a local real estate agent to contact me").click();
  await expect(
    form.getByRole('checkbox', { name: "I'd like a local real estate agent to contact me" }),
  ).toBeChecked();
  const response = page.waitForResponse(
    (r) => r.url().endsWith('/api/guide-submissions') && r.request().method() === 'POST',
  );
  const pdfTab = context.waitForEvent('page');
  await page.clock.fastForward(5000);
  await form.getByRole('button', { name: 'Download Guide' }).click();
  const stored = await response;
  expect(stored.status()).toBe(201);
  await expect(page.getByText('Thanks for your interest!')).toBeVisible();
  await expect(
    page.getByText('Your Real Estate Guide guide has been sent to your email.'),
  ).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveValue('');
  await expect.poll(async () => (await pdfTab).url()).toMatch(/\/cabo-travel\.pdf$/);

  // The admin API lists it as a normal guide request.
  await adminApiSignIn(page.request);
  const list = await page.request.get(
    `/api/admin/guide-submissions?search=${encodeURIComponent(email)}`,
  );
  expect(list.status()).toBe(200);
  expect(((await list.json()) as { items: unknown[] }).items).toEqual([
    expect.objectContaining({
      email,
      guideType: 'Real Estate Guide',
      formName: 'real-estate-guide-guide',
      tags: 'Guide Request, Real Estate Guide, Website',
      formData: expect.objectContaining({ agentInterest: true }) as unknown,
    }),
  ]);
});

test("/real-estate: the hero's links scroll to the listings and to the guide form", async ({
  page,
}) => {
  await page.goto('/real-estate');
  // The listings come from the database, in the server's HTML, their prices formatted.
  const listings = page.getByRole('list', { name: 'Featured listings' }).getByRole('article');
  await expect(listings).toHaveCount(3);
  await expect(listings.first()).toContainText('$4,950,000');
  await page.getByRole('link', { name: "Get the Buyer's Guide" }).click();
  const form = page.getByRole('region', { name: 'Download Your Free Real Estate Guide' });
  await expect(form).toBeFocused();
  await expect(form).toBeInViewport();
  await expect(page).toHaveURL(/\/real-estate#guide$/);
  await page.getByRole('link', { name: 'View Listings' }).click();
  await expect(page.getByRole('heading', { name: 'Featured Listings' })).toBeInViewport();
});
