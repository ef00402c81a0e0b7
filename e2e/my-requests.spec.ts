import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { requestMessages } from '@cabo/contract';
import { adminApiSignIn, adminSignIn } from './support/admin.ts';

// From browsing to a confirmed request (docs/lead-forms.md, "After success"), on a phone:
// a villa request ends in its confirmation with a reference; the visitor confirms their
// e-mail from the e-mailed link; "My requests" shows the request pending; staff confirm it
// in /admin with a message; the visitor's page shows it confirmed and the e-mail is written.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const REFERENCE = /CBO-[0-9A-HJKMNP-TV-Z]{5}/;

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function axeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_A_AA).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

interface KeptMail {
  id: string;
  to: string;
  subject: string;
}

/** The newest kept e-mail (the e2e server keeps them as .eml files) matching `test`. */
async function keptMail(staff: APIRequestContext, test: (m: KeptMail) => boolean) {
  let found: KeptMail | undefined;
  await expect
    .poll(
      async () => {
        const list = (await (await staff.get('/api/admin/mail')).json()) as KeptMail[];
        found = list.find(test);
        return Boolean(found);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const message = (await (await staff.get(`/api/admin/mail/${found!.id}`)).json()) as {
    subject: string;
    text: string;
  };
  return message;
}

/** A staff member signed in to /admin at a desk (below 768 px the admin's lists are cards). */
async function staffSignedIn(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const admin = await (
    await browser.newContext({
      baseURL,
      viewport: { width: 1280, height: 800 },
      isMobile: false,
      hasTouch: false,
    })
  ).newPage();
  // Signed in only once the dashboard shows: a navigation before would cancel the login.
  await adminSignIn(admin);
  return admin;
}

test('a villa request: confirmation, e-mail confirmed, My requests, staff confirm, the visitor sees it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const email = `requests.${Date.now().toString(36)}@example.com`;
  const [checkIn, checkOut] = [day(120), day(124)];
  const staff = await (await browser.newContext({ baseURL })).request;
  await adminApiSignIn(staff);

  // The villa page with the dates; booking asks for an account first (docs/stays.md).
  await page.clock.install();
  await page.goto(`/villas/villa-paraiso?checkIn=${checkIn}&checkOut=${checkOut}`);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  const villaName = await page.getByRole('heading', { level: 1 }).textContent();
  const note = page.getByRole('note').filter({ hasText: 'Please log in to make a booking' });
  await note.getByRole('button', { name: 'Register' }).tap();
  const account = page.getByRole('dialog', { name: 'Your Cabo account' });
  await account.getByLabel('Email').fill(email);
  await account.getByLabel('Password').fill('a long guest password');
  await account.getByRole('button', { name: 'Create account' }).tap();
  await expect(account).toBeHidden();

  await page.getByLabel(/Number of Guests/).fill('2');
  // The total the card shows is what the server stores and the visitor reads later.
  const total = (await page
    .getByLabel('Price summary')
    .locator('div')
    .filter({ hasText: 'Total (USD)' })
    .locator('dd')
    .textContent())!;
  expect(total).toMatch(/^\$[\d,]+\.\d{2}$/);
  await page.getByLabel(/Phone Number/).fill('+1 310 555 0199');
  await page.getByLabel(/^Email/).fill(email);
  await page.clock.fastForward(5000);
  await page.getByRole('button', { name: 'Request to Book' }).tap();

  // The spec's toast, and the confirmation: reference, reply promise, WhatsApp, status page.
  await expect(page.getByText('Booking Request Sent')).toBeVisible();
  const confirmation = page.getByRole('region', { name: 'Request received' });
  await expect(confirmation).toBeVisible();
  await expect(confirmation.getByRole('heading', { name: 'Request received' })).toBeFocused();
  const reference = (await confirmation.locator('strong').textContent())!;
  expect(reference).toMatch(REFERENCE);
  await expect(
    confirmation.getByText(/We reply within 24 hours by .+ \(Cabo time\)/),
  ).toBeVisible();
  const whatsapp = confirmation.getByRole('link', { name: /Chat with us on WhatsApp/ });
  expect(new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text')).toContain(
    reference,
  );
  await expect(confirmation.getByRole('link', { name: 'See your request' })).toHaveAttribute(
    'href',
    new RegExp(`^/requests/${reference}\\?t=`),
  );
  await page.screenshot({ path: 'reports/my-requests-confirmation-390.png', fullPage: false });

  // The registration's e-mail carries the confirmation link; following it confirms.
  const welcome = await keptMail(
    staff,
    (m) => m.to.includes(email) && m.subject.startsWith('Confirm your e-mail'),
  );
  const link = /\/account\/confirm\?t=\S+/.exec(welcome.text)![0];
  await page.goto(link);
  await expect(page.getByRole('status')).toHaveText('Your e-mail is confirmed.');
  await axeClean(page);

  // The account menu (the drawer on a phone) leads to "My requests": the request, pending.
  await page.getByRole('button', { name: 'Open menu' }).tap();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.getByRole('link', { name: 'My requests' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'My requests' })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: reference });
  await expect(item.getByText('Pending')).toBeVisible();
  await expect(item.getByRole('link', { name: villaName! })).toBeVisible();
  // The stored total, with its pesos and the deposit due (docs/stays.md, "True totals").
  await expect(item.getByText(`${total} USD`)).toBeVisible();
  await expect(item.getByText(/^≈ MX\$[\d,]+ at [\d.]+ MXN per USD \(rate of /)).toBeVisible();
  await expect(item.getByText('Deposit due at confirmation')).toBeVisible();
  await axeClean(page);
  // The acknowledgement states the same stored breakdown.
  const ack = await keptMail(staff, (m) =>
    m.subject.startsWith(`We received your request ${reference}`),
  );
  expect(ack.text).toContain(`Total (USD): ${total}`);
  expect(ack.text).toMatch(/Deposit due at confirmation \(\d+%\): \$/);
  expect(ack.text).toContain('Cancellation terms: ');

  // Staff confirm it in /admin, with a message to the visitor.
  // Staff work at a desk (below 768 px the admin's lists are cards, docs/admin.md).
  const admin = await staffSignedIn(browser, baseURL);
  await admin
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Bookings' })
    .click();
  await admin
    .getByRole('group', { name: 'Filter bookings' })
    .getByRole('searchbox', { name: 'Search' })
    .fill(reference);
  const table = admin.getByRole('grid', { name: 'Bookings' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('button', { name: /^View / }).click();
  const editor = admin.getByRole('form', { name: 'Edit status' });
  await editor.getByRole('button', { name: /Status$/ }).click();
  await admin.getByRole('listbox').getByRole('option', { name: 'confirmed', exact: true }).click();
  const message = 'The villa is yours: the host meets you at 3 pm.';
  await editor.getByRole('textbox', { name: /Message to the visitor/ }).fill(message);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Changes saved')).toBeVisible();

  // The visitor's page shows it confirmed, with the message; the e-mail is written.
  await item.getByRole('link', { name: villaName! }).tap();
  await expect(page.getByRole('heading', { level: 1, name: villaName! })).toBeVisible();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(page.getByText(message)).toBeVisible();
  await axeClean(page);
  await page.screenshot({ path: 'reports/my-requests-status-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'reports/my-requests-status-1280.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  const news = await keptMail(staff, (m) => m.subject === `Your request ${reference} is confirmed`);
  expect(news.text).toContain(message);
});

test('staff move a lead with a message: the visitor’s page and an e-mail say so', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const id = Date.now().toString(36);
  const firstName = `Ines${id.replace(/\d/g, '')}`;
  const email = `lead.${id}@example.com`;
  const staff = await (await browser.newContext({ baseURL })).request;
  await adminApiSignIn(staff);
  const sent = await staff.post('/api/leads', {
    data: {
      submissionId: `lead-status-${id}`.padEnd(21, 'x').slice(0, 21),
      firstName,
      lastName: 'Status',
      email,
      phone: '+52 624 123 4567',
      formName: 'wedding',
      interestType: 'wedding',
      budget: '$10000+',
      formData: { date: '2027-02-14', guestCount: '60' },
    },
  });
  expect(sent.status()).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };

  // The acknowledgement's link opens the request without an account: received, no price.
  const ack = await keptMail(staff, (m) => m.to.includes(email) && m.subject.includes(reference));
  const link = new RegExp(`/requests/${reference}\\?t=\\S+`).exec(ack.text)![0];
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Received', { exact: true })).toBeVisible();
  await expect(page.getByRole('article').getByText(/USD/)).toHaveCount(0);

  // Staff move it to "contacted" in /admin with a message to the visitor.
  const admin = await staffSignedIn(browser, baseURL);
  await admin.goto(`/admin?section=leads&search=${firstName}`);
  const table = admin.getByRole('grid', { name: 'Leads' });
  await table.getByRole('button', { name: `View ${firstName} Status` }).click();
  const editor = admin.getByRole('form', { name: 'Edit status' });
  await editor.getByRole('button', { name: /Status$/ }).click();
  await admin.getByRole('listbox').getByRole('option', { name: 'contacted', exact: true }).click();
  const message = 'We have three venues on hold for February 14.';
  await editor.getByRole('textbox', { name: /Message to the visitor/ }).fill(message);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Changes saved')).toBeVisible();

  // The visitor's page shows the new status and the message; the e-mail is written once.
  await page.reload();
  await expect(page.getByText('In progress', { exact: true })).toBeVisible();
  await expect(page.getByText(message)).toBeVisible();
  await axeClean(page);
  const news = await keptMail(
    staff,
    (m) => m.subject === `Your request ${reference} is in progress`,
  );
  expect(news.text).toContain(message);
  const all = (await (await staff.get('/api/admin/mail')).json()) as KeptMail[];
  expect(all.filter((m) => m.subject === `Your request ${reference} is in progress`)).toHaveLength(
    1,
  );
});

test('a status link that expired says so and offers a login, with its own status', async ({
  page,
}) => {
  const res = await page.goto(
    '/requests/CBO-7K4Q2?t=1000000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  );
  expect(res!.status()).toBe(410);
  expect(res!.headers()['cache-control']).toBe('no-store');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Log in' }).last()).toBeVisible();
  await axeClean(page);
});

test('a confirmation link without its token says so, and sends nothing', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/confirm-email')) posts.push(r.url());
  });
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto('/account/confirm');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(page.getByText(requestMessages.confirmInvalid)).toBeVisible();
  expect(posts).toEqual([]);
  expect(errors).toEqual([]);
});
