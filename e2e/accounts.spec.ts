import { expect, test, type Page } from '@playwright/test';

// Visitor accounts and sharing (docs/accounts-and-security.md), against the built server.

const PASSWORD = 'sunset-at-lands-end';
const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

test('register from the nav, see the name, log out, log in again', async ({ page }) => {
  // Three password hashes and two page loads with a session: a long journey on a busy machine.
  test.setTimeout(60_000);
  const email = uniqueEmail('nav');
  const name = email.split('@')[0]!;
  await page.goto('/');
  await hydrated(page);
  const banner = page.getByRole('banner');

  await banner.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your Cabo account' });
  await dialog.getByRole('tab', { name: 'Register' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog).toBeHidden();
  const account = banner.getByRole('button', { name: `${name} 0 points` });
  await expect(account).toBeVisible();

  // A new page load still knows the visitor (session and hint cookie).
  await page.reload();
  await hydrated(page);
  await expect(account).toBeVisible();

  await account.click();
  await expect(banner.getByText(`Signed in as ${email}`)).toBeVisible();
  await banner.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect((await page.request.get('/api/user')).status()).toBe(401);

  await banner.getByRole('button', { name: 'Log in' }).click();
  await dialog.getByLabel('Email').fill(email.toUpperCase());
  await dialog.getByLabel('Password').fill('not the password');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  await expect(account).toBeVisible();
});

test('sharing an adventure twice earns 10 points once; the rewards card updates in place', async ({
  page,
}) => {
  // No popups: record what would have opened.
  await page.addInitScript(() => {
    const opened: unknown[][] = [];
    Object.assign(window, { __opened: opened });
    window.open = (...args: unknown[]) => {
      opened.push(args);
      return null;
    };
  });
  const registered = await page.request.post('/api/register', {
    data: { email: uniqueEmail('share'), password: PASSWORD },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/adventures/luxury-sailing');
  await hydrated(page);
  const rewards = page.getByRole('complementary', { name: 'Your rewards' });
  const progress = rewards.getByRole('progressbar');
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  // Marks this page load: it must survive the shares (no reload).
  await page.evaluate(() => Object.assign(window, { __sameLoad: true }));

  const whatsapp = page.getByRole('button', { name: 'Share on WhatsApp (opens a new window)' });
  await whatsapp.click();
  await expect(page.getByText('You earned 10 points!')).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '10');
  await expect(rewards).toContainText('10 points');

  const opened = await page.evaluate(
    () => (window as unknown as { __opened: string[][] }).__opened,
  );
  expect(opened).toHaveLength(1);
  const [url, target, features] = opened[0]!;
  expect(url).toMatch(/^https:\/\/wa\.me\/\?text=/);
  expect(decodeURIComponent(url!)).toContain('/adventures/luxury-sailing');
  expect(target).toBe('_blank');
  expect(features).toContain('width=600,height=400');

  await whatsapp.click();
  await expect(
    page.getByText('You already earned your points for sharing this on WhatsApp.'),
  ).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '10');
  expect(
    await page.evaluate(() => (window as unknown as { __opened: unknown[] }).__opened.length),
  ).toBe(2);
  expect(
    await page.evaluate(() => (window as unknown as { __sameLoad?: boolean }).__sameLoad),
  ).toBe(true);

  const me = await page.request.get('/api/user');
  expect(((await me.json()) as { points: number }).points).toBe(10);
});

test('the server refuses a share of a listing that does not exist', async ({ page }) => {
  await page.request.post('/api/register', {
    data: { email: uniqueEmail('ghost'), password: PASSWORD },
  });
  const res = await page.request.post('/api/social-share', {
    data: { listingType: 'adventure', listingId: 'no-such-adventure', platform: 'twitter' },
  });
  expect(res.status()).toBe(404);
  expect(((await res.json()) as { code: string }).code).toBe('listing_not_found');
  const me = await page.request.get('/api/user');
  expect(((await me.json()) as { points: number }).points).toBe(0);
});
