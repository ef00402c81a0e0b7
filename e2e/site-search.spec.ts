import { expect, test } from '@playwright/test';

test('the search icon finds a villa and a post across the catalogue', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Search' }).click();

  const dialog = page.getByRole('dialog', { name: 'Search Cabo' });
  const box = dialog.getByRole('searchbox');
  await expect(box).toBeFocused();
  await box.fill('bellissima');
  await expect(dialog.getByRole('status')).toHaveText(/\d+ results?/);
  await dialog.getByRole('region', { name: 'Villas' }).getByRole('link').first().click();

  await expect(page).toHaveURL(/\/villas\/villa-bellissima$/);
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('searchbox').fill('hidden beaches');
  await page.getByRole('region', { name: 'Posts' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/blog\/top-10-hidden-beaches-cabo$/);
});
