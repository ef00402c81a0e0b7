import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, adminApiSignIn, adminSignIn, submitAdminLogin } from './support/admin.ts';

/** The value shown with each figure's label on the Analytics section. */
async function figures(page: Page) {
  const cards = page.locator('dl[aria-busy="false"]');
  await expect(cards).toBeVisible();
  const pairs = await cards
    .locator('div')
    .evaluateAll((divs) =>
      divs.map((d) => [d.querySelector('dt')?.textContent, d.querySelector('dd')?.textContent]),
    );
  return Object.fromEntries(pairs) as Record<string, string>;
}

const submissionId = () =>
  Array.from(
    { length: 21 },
    () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(Math.random() * 36)],
  ).join('');

async function postLead(
  request: APIRequestContext,
  firstName: string,
  lastName = 'Visitor',
  interest: 'concierge' | 'wedding' = 'concierge',
) {
  const res = await request.post('/api/leads', {
    data: {
      submissionId: submissionId(),
      firstName,
      lastName,
      email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}.e2e@example.com`,
      phone: '+52 624 123 4567',
      ...(interest === 'concierge'
        ? {
            formName: 'luxury-concierge',
            interestType: 'concierge',
            formData: { groupSize: '2', notes: 'Posted by the admin journey' },
          }
        : {
            formName: 'wedding',
            interestType: 'wedding',
            budget: '$10000+',
            formData: { date: '2027-02-14', guestCount: '60' },
          }),
    },
  });
  expect(res.status()).toBe(201);
}

/** Picks an option of a React Aria select (a button that opens a listbox). */
async function choose(
  page: Page,
  scope: ReturnType<Page['getByRole']>,
  label: string,
  option: string,
) {
  await scope.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

test('a wrong password shows "Login failed" with the server message', async ({ page }) => {
  await submitAdminLogin(page, { ...ADMIN, password: 'not-the-password' });
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page.getByText('Invalid credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByLabel('Username')).toHaveValue(ADMIN.username);
});

test('logging in shows the figures counted from the stored records', async ({ page }) => {
  // Figures before, through the API with the admin's session, so records other journeys
  // store at the same time cannot make the sum wrong.
  await adminApiSignIn(page.request);
  const before = (await (await page.request.get('/api/admin/analytics')).json()) as {
    totals: { leads: number };
  };
  await page.request.post('/api/logout');

  await postLead(page.request, 'Marina');
  await postLead(page.request, 'Tomas');

  await submitAdminLogin(page);
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page).toHaveTitle(/^Cabo Admin/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  await expect(nav.getByRole('link', { name: 'Analytics' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  const shown = await figures(page);
  expect(shown['Total Leads']).toBe(String(before.totals.leads + 2));
  const now = (await (await page.request.get('/api/admin/analytics')).json()) as {
    totals: { guideDownloads: number; bookingRequests: number };
  };
  expect(shown['Guide Downloads']).toBe(String(now.totals.guideDownloads));
  expect(shown['Booking Requests']).toBe(String(now.totals.bookingRequests));
  await expect(page.getByRole('figure', { name: 'Monthly Lead Acquisition' })).toBeVisible();
  // This month's row of the screen-reader table counts at least the two new leads.
  const lastRow = page
    .getByRole('table', { name: 'Monthly Lead Acquisition' })
    .locator('tbody tr')
    .last();
  expect(Number(await lastRow.locator('td').textContent())).toBeGreaterThanOrEqual(2);

  // The section lives in the URL.
  await nav.getByRole('link', { name: 'Leads' }).click();
  await expect(page).toHaveURL(/\/admin\?section=leads$/);
  await page.reload();
  await expect(nav.getByRole('link', { name: 'Leads' })).toHaveAttribute('aria-current', 'page');
});

test('a visitor without the admin role at /admin sees the login form', async ({ page }) => {
  const email = `visitor.${submissionId()}@example.com`;
  const registered = await page.request.post('/api/register', {
    data: { email, password: 'visitor-password' },
  });
  expect(registered.status()).toBe(201);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cabo Admin' })).toBeVisible();
  await expect(page.getByLabel('Username')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toHaveCount(0);
});

test('Logout returns to /admin/login and the dashboard stays closed', async ({ page }) => {
  await adminSignIn(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('an /admin address the app does not know is its "Page not found", behind the login', async ({
  page,
}) => {
  // Signed out: the login first.
  await page.goto('/admin/no-such-page');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await adminSignIn(page);
  // A reload of an unknown address gets the app's shell from the server, then its own 404.
  await page.goto('/admin/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Cabo Admin | Page not found');
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('staff work a lead: filter, open, move to contacted with a note, see the history, export the CSV', async ({
  page,
}) => {
  // A surname of its own, so leads other journeys store at the same time stay out of the way.
  const family = `Journey${submissionId().slice(0, 8)}`;
  await postLead(page.request, 'Ana', family, 'concierge');
  await postLead(page.request, 'Beto', family, 'wedding');
  await postLead(page.request, 'Carla', family, 'concierge');

  await adminSignIn(page);
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Leads' })
    .click();
  const filters = page.getByRole('group', { name: 'Filter leads' });
  const table = page.getByRole('grid', { name: 'Leads' });
  await filters.getByRole('searchbox', { name: 'Search' }).fill(family);
  await expect(table.getByRole('row')).toHaveCount(4);

  // Status and interest filters, both asked of the server and kept in the URL.
  await choose(page, filters, 'Interest', 'concierge');
  await choose(page, filters, 'Status', 'new');
  await expect(page).toHaveURL(/status=new/);
  await expect(page).toHaveURL(/interest=concierge/);
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByText(`Beto ${family}`)).toHaveCount(0);

  // Open Ana's lead and move it to contacted with a note.
  await table.getByRole('button', { name: `View Ana ${family}` }).click();
  const drawer = page.getByRole('dialog', { name: `Lead: Ana ${family}` });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('Posted by the admin journey')).toBeVisible();
  const editor = drawer.getByRole('form', { name: 'Edit status' });
  await choose(page, editor, 'Status', 'contacted');
  await editor.getByRole('textbox', { name: 'Note' }).fill('Called: wants a private chef');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();

  // The history says who moved it, from and to, and the note.
  const history = drawer.getByRole('region', { name: 'Activity history' });
  await expect(history).toContainText(`Updated by ${ADMIN.username}`);
  await expect(history).toContainText('new → to contacted');
  await expect(history).toContainText('Called: wants a private chef');
  await drawer.getByRole('button', { name: 'Close' }).click();
  // Filtered on new, the list no longer holds Ana.
  await expect(table.getByRole('row')).toHaveCount(2);

  // Export what the filters show now (contacted concierge leads of this family) and read it.
  await choose(page, filters, 'Status', 'contacted');
  await expect(table.getByRole('row')).toHaveCount(2);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    filters.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...rows] = csv.trim().split('\r\n');
  expect(header).toMatch(/^ID,Created,First name,Last name,Email,Phone,Interest,Source,Status/);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain(`Ana,${family}`);
  expect(rows[0]).toContain(',concierge,website,contacted,');
  // The phone number starts with '+', which spreadsheets would run as a formula: kept as text.
  expect(rows[0]).toContain(",'+52 624 123 4567,");
});

test('Integrations: the destinations, the outbox, and a kept e-mail read in the admin', async ({
  page,
}) => {
  // The worker polls its queue, so the e-mail file arrives some seconds after the lead.
  test.setTimeout(60_000);
  const family = `Mailcheck${submissionId().replace(/\d/g, '').slice(0, 6)}`;
  await postLead(page.request, 'Dora', family, 'concierge');

  await adminSignIn(page);
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Integrations' })
    .click();
  await expect(page).toHaveURL(/\/admin\?section=integrations$/);

  // The e2e server has no webhook or table service settings; e-mail is kept as files.
  const webhook = page.getByRole('region', { name: 'Automation webhook' });
  // The badge and the secret it lacks.
  await expect(webhook.getByText('Not configured')).toHaveCount(2);
  await expect(webhook.getByRole('button', { name: 'Test Connection' })).toBeDisabled();
  await webhook.getByRole('button', { name: 'Reconfigure' }).click();
  await expect(webhook.getByText('AUTOMATION_WEBHOOK_URL', { exact: true })).toBeVisible();

  // The PMS: Reconfigure stores its settings through our server (encrypted), the key shows
  // masked, and Test Connection asks it from the server (here our own health check).
  const pms = page.getByRole('region', { name: 'Property management (PMS)' });
  await expect(pms.getByRole('button', { name: 'Test Connection' })).toBeDisabled();
  await pms.getByRole('button', { name: 'Reconfigure' }).click();
  const settings = page.getByRole('dialog', { name: 'Reconfigure: Property management (PMS)' });
  await settings
    .getByRole('textbox', { name: 'API URL' })
    .fill(new URL('/api/health', page.url()).href);
  await settings.getByLabel('API key').fill('pmsk-e2e-0123456789');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings).toBeHidden();
  await expect(pms.getByText('pmsk••••••••')).toBeVisible();
  await expect(page.getByText('pmsk-e2e-0123456789')).toHaveCount(0);
  await pms.getByRole('button', { name: 'Test Connection' }).click();
  await expect(pms.getByRole('status')).toContainText('Connected: HTTP 200');
  await expect(page.getByRole('grid', { name: 'Outbox' }).getByRole('row').nth(1)).toBeVisible();

  // The worker writes the staff alert as an .eml file; the admin lists and reads it.
  const subject = `New lead: Dora ${family} (luxury-concierge)`;
  const mail = page.getByRole('grid', { name: 'Kept e-mail' });
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/admin/mail')).json()) as { subject: string }[]).map(
          (m) => m.subject,
        ),
      { timeout: 20_000 },
    )
    .toContain(subject);
  await page.reload();
  await expect(mail.getByRole('rowheader', { name: subject })).toBeVisible({ timeout: 15_000 });
  await mail.getByRole('button', { name: `View ${subject}` }).click();
  const reader = page.getByRole('dialog', { name: subject });
  await expect(reader).toBeVisible();
  await expect(
    reader.getByText(`dora.${family.toLowerCase()}.e2e@example.com`).first(),
  ).toBeVisible();
  await expect(reader.getByRole('link', { name: 'Download .eml' })).toBeVisible();
});

test('Site figures: an admin changes the weddings planned and the weddings page shows it', async ({
  page,
}) => {
  await submitAdminLogin(page);
  await page.getByRole('link', { name: 'Site figures' }).click();
  await expect(page).toHaveURL(/\/admin\/figures$/);
  const weddings = page.getByRole('textbox', { name: 'Weddings planned' });
  const before = Number((await weddings.inputValue()).replace(/,/g, ''));
  const setWeddings = async (value: number) => {
    await weddings.fill(String(value));
    await page.getByRole('button', { name: 'Save figures' }).click();
    await expect(page.getByText('Figures saved')).toBeVisible();
  };
  await setWeddings(before + 1);

  await page.goto('/weddings');
  const strip = page.getByRole('region', { name: 'Key figures' });
  await expect(strip).toContainText(`Weddings planned${(before + 1).toLocaleString('en-US')}+`);
  await expect(strip).not.toContainText('Owner satisfaction');

  // Put it back, so the run can be repeated on the same database.
  await page.goto('/admin/figures');
  await setWeddings(before);
});
