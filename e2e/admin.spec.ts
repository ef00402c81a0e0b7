import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// The first admin, created at the server's first start from the credentials
// playwright.config.ts gives the e2e server (ADMIN_USERNAME / ADMIN_PASSWORD).
const ADMIN = { username: 'e2e-admin', password: 'e2e-admin-password-1' };

async function logIn(page: Page, password = ADMIN.password) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

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

async function postLead(request: APIRequestContext, firstName: string) {
  const res = await request.post('/api/leads', {
    data: {
      submissionId: submissionId(),
      firstName,
      lastName: 'Visitor',
      email: `${firstName.toLowerCase()}.e2e@example.com`,
      phone: '+52 624 123 4567',
      formName: 'luxury-concierge',
      interestType: 'concierge',
      formData: { groupSize: '2', notes: 'Posted by the admin journey' },
    },
  });
  expect(res.status()).toBe(201);
}

test('a wrong password shows "Login failed" with the server message', async ({ page }) => {
  await logIn(page, 'not-the-password');
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page.getByText('Invalid credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByLabel('Username')).toHaveValue(ADMIN.username);
});

test('logging in shows the figures counted from the stored records', async ({ page }) => {
  // Figures before, through the API with the admin's session, so records other journeys
  // store at the same time cannot make the sum wrong.
  const login = await page.request.post('/api/admin/login', { data: ADMIN });
  expect(login.status()).toBe(200);
  const before = (await (await page.request.get('/api/admin/analytics')).json()) as {
    totalLeads: number;
  };
  await page.request.post('/api/logout');

  await postLead(page.request, 'Marina');
  await postLead(page.request, 'Tomas');

  await logIn(page);
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
  expect(shown['Total Leads']).toBe(String(before.totalLeads + 2));
  const now = (await (await page.request.get('/api/admin/analytics')).json()) as {
    totalLeads: number;
    guideDownloads: number;
    bookingRequests: number;
  };
  expect(shown['Guide Downloads']).toBe(String(now.guideDownloads));
  expect(shown['Booking Requests']).toBe(String(now.bookingRequests));
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
  await logIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
});
