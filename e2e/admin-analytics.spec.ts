import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminSignIn } from './support/admin.ts';

// The first admin, created at the server's first start (playwright.config.ts).
const submissionId = () =>
  Array.from(
    { length: 21 },
    () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(Math.random() * 36)],
  ).join('');

/** A lead from a campaign, as the site's forms send it (attribution in `meta`). */
async function postLead(request: APIRequestContext, firstName: string) {
  const res = await request.post('/api/leads', {
    data: {
      submissionId: submissionId(),
      firstName,
      lastName: 'Analytics',
      email: `${firstName.toLowerCase()}.analytics.e2e@example.com`,
      phone: '+52 624 123 4567',
      formName: 'luxury-concierge',
      interestType: 'concierge',
      formData: { groupSize: '2' },
      meta: {
        website: '',
        fillMs: 9000,
        attribution: { utm_source: 'e2e-news', utm_campaign: 'e2e-spring', landingPath: '/' },
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** The value shown with each headline figure's label. */
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

async function apiTotals(page: Page, query = '') {
  const res = await page.request.get(`/api/admin/analytics${query}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { totals: { leads: number } }).totals;
}

/**
 * Waits until the page's "Total Leads" lies between the server's count before and after it
 * is read: other journeys post leads in parallel, so the figure may grow while this one runs.
 */
async function expectShownLeads(page: Page, query = '') {
  await expect
    .poll(async () => {
      const before = (await apiTotals(page, query)).leads;
      const shown = Number((await figures(page))['Total Leads']);
      const after = (await apiTotals(page, query)).leads;
      return before <= shown && shown <= after;
    })
    .toBe(true);
}

test('the analytics follow the range, show a chart’s table and download the CSV', async ({
  page,
}) => {
  await postLead(page.request, 'Aurora');
  await postLead(page.request, 'Bruno');

  await adminSignIn(page);

  // All time.
  await expectShownLeads(page);
  const allTime = await apiTotals(page);
  await expect(page.getByText('Every stored record, Cabo time')).toBeVisible();

  // Last 30 days: kept in the URL, the dates written out, the figures of that range.
  await page.getByRole('button', { name: /All time/ }).click();
  await page.getByRole('option', { name: 'Last 30 days', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\?range=last-30-days$/);
  await expect(page.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4} – .+, Cabo time$/)).toBeVisible();
  const csvLink = page.getByRole('link', { name: 'Download CSV' });
  const href = await csvLink.getAttribute('href');
  const range = href!.slice(href!.indexOf('?'));
  expect(range).toMatch(/^\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  await expectShownLeads(page, range);
  expect((await apiTotals(page, range)).leads).toBeGreaterThanOrEqual(2);

  // Last month holds none of today's leads: the figure changes from all time.
  await page.getByRole('button', { name: /Last 30 days/ }).click();
  await page.getByRole('option', { name: 'Last month', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\?range=last-month$/);
  await expect
    .poll(async () => Number((await figures(page))['Total Leads']))
    .toBeLessThanOrEqual(allTime.leads - 2);
  await page.reload();
  await expect(page.getByRole('button', { name: /Last month/ })).toBeVisible();

  // Back to the last 30 days: a chart's table, then the CSV of what is shown.
  await page.getByRole('button', { name: /Last month/ }).click();
  await page.getByRole('option', { name: 'Last 30 days', exact: true }).click();
  const chart = page.getByRole('figure', { name: 'Leads by campaign' });
  await chart.getByRole('button', { name: 'Show table' }).click();
  const table = chart.getByRole('table', { name: 'Leads by campaign' });
  await expect(table).toBeVisible();
  const row = table.getByRole('row', { name: /e2e-spring/ });
  await expect(row).toBeVisible();
  expect(Number(await row.locator('td').textContent())).toBeGreaterThanOrEqual(2);

  const before = (await apiTotals(page, range)).leads;
  const [download] = await Promise.all([page.waitForEvent('download'), csvLink.click()]);
  expect(download.suggestedFilename()).toMatch(/^analytics-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const after = (await apiTotals(page, range)).leads;
  expect(csv.startsWith('\uFEFFFigure,Item,Measure,Value')).toBe(true);
  const csvLeads = Number(/^Totals,Leads,Count,(\d+)\r?$/m.exec(csv)?.[1]);
  expect(csvLeads).toBeGreaterThanOrEqual(before);
  expect(csvLeads).toBeLessThanOrEqual(after);
  expect(csv).toMatch(/Leads by campaign,e2e-spring,Leads,\d+/);
});
