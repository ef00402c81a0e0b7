import { expect, test } from '@playwright/test';

test('home → guide dialog → submit → thank-you toast and the PDF in a new tab', async ({
  page,
  context,
}) => {
  // A form sent within 3 s of appearing counts as spam: time passes before the submit.
  await page.clock.install();
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Your Free Guide' }).click();

  const dialog = page.getByRole('dialog', { name: 'Download Your Free Cabo Guide' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    'Enter your details below to get instant access to our premium guide.',
  );

  // The spec's messages first, then a valid request.
  await dialog.getByRole('button', { name: 'Download Guide' }).click();
  await expect(dialog.getByText('Please enter your first name')).toBeVisible();
  await expect(dialog.getByText('Phone is required')).toBeVisible();

  await dialog.getByLabel('First Name').fill('Ana');
  await dialog.getByLabel('Last Name').fill('Ruiz');
  await dialog.getByLabel('Email').fill('ana.e2e@example.com');
  await dialog.getByLabel('Phone').fill('+52 624 123 4567');

  const response = page.waitForResponse(
    (r) => r.url().endsWith('/api/guide-submissions') && r.request().method() === 'POST',
  );
  const pdfTab = context.waitForEvent('page');
  await page.clock.fastForward(5000);
  await dialog.getByRole('button', { name: 'Download Guide' }).click();

  // The real server stored it (201 with its receipt).
  const stored = await response;
  expect(stored.status()).toBe(201);
  expect(await stored.json()).toMatchObject({ status: 'pending' });

  await expect(page.getByText('Thanks for your interest!')).toBeVisible();
  await expect(
    page.getByText('Your Ultimate Cabo Guide 2025 guide has been sent to your email.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  const tab = await pdfTab;
  await expect.poll(() => tab.url()).toMatch(/\/cabo-travel\.pdf$/);
});

test('a 41-character phone shows the field message under the field, not a toast, and sends nothing', async ({
  page,
}) => {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/guide-submissions')) posts.push(r.url());
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Your Free Guide' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download Your Free Cabo Guide' });
  await dialog.getByLabel('First Name').fill('Ana');
  await dialog.getByLabel('Last Name').fill('Ruiz');
  await dialog.getByLabel('Email').fill('ana.long-phone@example.com');
  const phone = '+52 624 123 4567 ext. 1234567890123456789';
  expect(phone).toHaveLength(41);
  await dialog.getByLabel('Phone').fill(phone);
  await dialog.getByRole('button', { name: 'Download Guide' }).click();

  const field = dialog.getByLabel('Phone');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  // The message is the field's description, shown right under it.
  await expect(field).toHaveAccessibleDescription('Please enter a valid phone number');
  await expect(dialog.getByText('Please enter a valid phone number')).toBeVisible();
  await expect(field).toHaveValue(phone);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  expect(posts).toEqual([]);
});

test('the guide PDF is a real, multi-page PDF', async ({ request }) => {
  const res = await request.get('/cabo-travel.pdf');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/pdf');
  const pdf = (await res.body()).toString('latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  const pages = pdf.match(/\/Type \/Page\b/g) ?? [];
  expect(pages.length).toBeGreaterThanOrEqual(6);
});
