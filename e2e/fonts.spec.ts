import { expect, test } from '@playwright/test';

// Text is set in the device's own faces (docs/architecture.md, "Type"): the first paint has
// its final text, with nothing downloaded for it and nothing from another origin.
test('pages use the device faces: no font download, no remote request', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  const h1Font = await page
    .getByRole('heading', { level: 1 })
    .evaluate((el) => getComputedStyle(el).fontFamily);
  expect(h1Font).toMatch(/serif$/);
  expect(await page.evaluate(() => document.fonts.size)).toBe(0);
  expect(requests.filter((url) => /\.(woff2?|ttf|otf)(\?|$)/.test(url))).toEqual([]);
  expect(requests.filter((url) => !url.startsWith('http://127.0.0.1'))).toEqual([]);
});
