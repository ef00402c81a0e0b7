import { expect, test } from '@playwright/test';

// "Today" is Cabo's date whatever the visitor's zone (docs/catalogue.md, "Today and
// locations"): at 05:30 UTC on 27 November 2026 it is the 27th in Tokyo, still the 26th in Cabo.
test.use({ timezoneId: 'Asia/Tokyo' });

test("a visitor in Tokyo can book Cabo's today, and nothing before it", async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-27T05:30:00Z'));
  await page.goto('/restaurants/1');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Request Table' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a Table at El Farallón' });
  await dialog.getByRole('button', { name: /Pick a date/ }).click();
  const calendar = page.getByRole('dialog', { name: 'Date' });
  const day = (name: RegExp) => calendar.getByRole('button', { name });
  await expect(day(/November 26, 2026/)).not.toHaveAttribute('aria-disabled', 'true');
  await expect(day(/November 25, 2026/)).toHaveAttribute('aria-disabled', 'true');
});

test('whale watching out of season offers the next season from its first day', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-27T05:30:00Z'));
  await page.goto('/adventures/whale-watching-cruise');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page
    .getByRole('region', { name: 'Price and booking' })
    .getByRole('button', { name: 'Book Now' })
    .click();
  const sheet = page.getByRole('dialog', { name: 'Book Your Adventure' });
  await expect(
    sheet.getByText(
      'This adventure runs December to April. The next season starts on Dec 1, 2026.',
    ),
  ).toBeVisible();
  await sheet.getByRole('button', { name: /Pick a date/ }).click();
  const calendar = page.getByRole('dialog', { name: 'Preferred Date' });
  await expect(calendar.getByRole('heading')).toHaveText('December 2026');
  await expect(calendar.getByRole('button', { name: /December 1, 2026/ })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
});
