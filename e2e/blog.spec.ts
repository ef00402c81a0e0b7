import { expect, test } from '@playwright/test';

test('home → a blog post → back to the blog → filter by a category', async ({ page }) => {
  await page.goto('/');
  const latest = page.getByRole('region', { name: 'Latest from Our Blog' });
  const firstPost = latest.getByRole('article').first().getByRole('link');
  const title = (await firstPost.textContent()) ?? '';
  await firstPost.click();

  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('Travel Expert & Local Guide')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'More Articles' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download Free Guide' })).toBeVisible();
  // Head: title, canonical and Article structured data from the one head helper.
  await expect(page).toHaveTitle(`${title} | Cabo Travel & Concierge`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/blog\/[a-z0-9-]+$/,
  );
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  );
  expect(jsonLd).toMatchObject({ '@type': 'Article', headline: title });

  await page.getByRole('link', { name: 'Back to Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cabo Travel Blog');

  const cards = page.getByRole('article');
  const all = await cards.count();
  const chips = page.getByRole('radiogroup', { name: 'Filter posts by category' });
  await expect(chips.getByRole('radio', { name: 'All Posts' })).toBeChecked();
  await chips.getByRole('radio', { name: 'Weddings' }).click();
  await expect(chips.getByRole('radio', { name: 'Weddings' })).toBeChecked();
  await expect.poll(() => cards.count()).toBeLessThan(all);
  for (const card of await cards.all()) {
    await expect(card.getByText('Weddings', { exact: true })).toBeVisible();
  }
  await chips.getByRole('radio', { name: 'All Posts' }).click();
  await expect(cards).toHaveCount(all);
});

test('an unknown post says so and links back to the blog', async ({ page }) => {
  await page.goto('/blog/no-such-post');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Post Not Found');
  await page.getByRole('link', { name: 'Back to Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});
