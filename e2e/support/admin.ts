import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * The first admin, created at the server's first start from the credentials
 * playwright.config.ts gives the e2e server (ADMIN_USERNAME / ADMIN_PASSWORD).
 */
export const ADMIN = { username: 'e2e-admin', password: 'e2e-admin-password-1' };

interface Credentials {
  username: string;
  password: string;
}

/** Signs `request` in through the API; its session cookie goes with its next calls. */
export async function adminApiSignIn(request: APIRequestContext, account: Credentials = ADMIN) {
  expect((await request.post('/api/admin/login', { data: account })).status()).toBe(200);
}

/** Fills /admin/login and presses Login, without waiting for the outcome. */
export async function submitAdminLogin(page: Page, account: Credentials = ADMIN) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Signs in through the /admin/login page and waits for the dashboard. */
export async function adminSignIn(page: Page, account: Credentials = ADMIN) {
  await submitAdminLogin(page, account);
  await expect(page).toHaveURL(/\/admin$/);
}
