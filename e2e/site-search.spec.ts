import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Tabs from the top of the page to the navigation bar's search button and presses Enter. */
async function openSearchWithTheKeyboard(page: Page) {
  const button = page.getByRole('button', { name: 'Search' });
  // From wherever focus is, Tab through the page's controls until the search button has it.
  for (let i = 0; i < 40; i++) {
    if (await button.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Search Cabo' });
  await expect(dialog.getByRole('searchbox')).toBeFocused();
  return dialog;
}

test('the index loads on first use only, not with the page', async ({ page }) => {
  const indexRequests: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/search-index') indexRequests.push(req.url());
  });
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  expect(indexRequests).toEqual([]);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('dialog', { name: 'Search Cabo' })).toBeVisible();
  await expect.poll(() => indexRequests.length).toBe(1);
});

test('keyboard only: "wale" finds whale watching, "wedding" the weddings page', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);

  let dialog = await openSearchWithTheKeyboard(page);
  await page.keyboard.type('wale');
  const box = dialog.getByRole('combobox').or(dialog.getByRole('searchbox'));
  await expect(dialog.getByRole('option', { name: /Whale Watching/ }).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  const active = page.locator(`[id="${await box.getAttribute('aria-activedescendant')}"]`);
  await expect(active).toContainText('Whale Watching');
  await expect(active.locator('img')).toHaveAttribute('src', /\.(svg|webp)$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/adventures\/whale-watching$/);
  await expect(dialog).toBeHidden();
  // The whale-watching tours, listed on their activity's page.
  await expect(page.getByRole('heading', { name: 'Cabo Whale Watching Cruise' })).toBeVisible();

  dialog = await openSearchWithTheKeyboard(page);
  await page.keyboard.type('wedding');
  await expect(dialog.getByRole('option', { name: /^Weddings/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/weddings$/);
  await expect(dialog).toBeHidden();

  // Escape closes the dialog, and focus goes back to the button that opened it.
  dialog = await openSearchWithTheKeyboard(page);
  await page.keyboard.type('villa');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Search' })).toBeFocused();
});

test('results are grouped, with pictures and prices, and pass axe', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search Cabo' });
  await dialog.getByRole('searchbox').fill('bellissima');
  await expect(dialog.getByRole('status')).toHaveText(/\d+ results?/);
  const villa = dialog.getByRole('group', { name: 'Villas' }).getByRole('option').first();
  await expect(villa).toContainText('Villa Bellissima');
  await expect(villa).toContainText(/\$ [\d,]+ per night/);
  await expect(villa.locator('img')).toHaveJSProperty('complete', true);
  expect(await villa.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(
    480,
  );

  const axe = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(WCAG_A_AA)
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  await villa.click();
  await expect(page).toHaveURL(/\/villas\/villa-bellissima$/);
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('searchbox').fill('hidden beaches');
  await page.getByRole('group', { name: 'Posts' }).getByRole('option').first().click();
  await expect(page).toHaveURL(/\/blog\/top-10-hidden-beaches-cabo$/);
});
