import { expect, test } from '@playwright/test';

// Runs in the `phone` project only (390 x 844, touch: playwright.config.ts).
test.describe('on a phone', { tag: '@phone-only' }, () => {
  test('mobile: the drawer opens and reaches a group-trip page', async ({ page }) => {
    await page.goto('/');
    // The wide-screen menu is hidden on a phone; the menu button opens the drawer.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).tap();

    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    const social = drawer.getByRole('link', { name: /Instagram \(opens in a new tab\)/ });
    await expect(social).toHaveAttribute('target', '_blank');

    await drawer.getByRole('link', { name: 'Family Vacations' }).tap();
    await expect(page).toHaveURL(/\/group-trips\/family$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
