import { expect, test } from '@playwright/test';

// The production build once dropped the self-hosted @font-face rules (tree-shaken as a
// side-effect-free import) while Storybook still showed them: check the built site.
test('the self-hosted display and text faces load on the home page', async ({ page }) => {
  const remote: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('http://127.0.0.1')) remote.push(r.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family);
  });
  expect(loaded).toContain('Playfair Display');
  expect(loaded).toContain('Inter Variable');
  const h1Font = await page
    .getByRole('heading', { level: 1 })
    .evaluate((el) => getComputedStyle(el).fontFamily);
  expect(h1Font).toMatch(/^"Playfair Display"/);
  expect(remote).toEqual([]);
});
