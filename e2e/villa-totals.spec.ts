import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import {
  addDays,
  caboDate,
  villaPriceSummary,
  type PricingSettings,
  type VillaDetail,
} from '@cabo/contract';

// True totals (docs/stays.md) on a 390 px phone: a visitor picks dates spanning a season
// change on a villa with season rates and sees each run's rate, the cleaning fee, the service
// fee, IVA, the lodging tax, the total, the deposit and the peso figure before requesting.

// Runs in the `phone` project only (390 x 844, touch: playwright.config.ts).
test.describe('on a phone', { tag: '@phone-only' }, () => {
  const usd = (cents: number) =>
    `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

  test('a stay across a season change shows every night, fee and tax, then the total', async ({
    page,
  }) => {
    const email = `totals.${Date.now()}@example.com`;
    const registered = await page.request.post('/api/register', {
      data: { email, password: 'a long guest password' },
    });
    expect(registered.status()).toBe(201);

    // Villa La Roca has seasons and no seeded confirmed stay: two nights before a season's
    // first night and two in it.
    const villa = (await (
      await page.request.get('/api/villas/villa-la-roca')
    ).json()) as VillaDetail;
    const settings = (await (
      await page.request.get('/api/pricing-settings')
    ).json()) as PricingSettings;
    const today = caboDate(new Date());
    const season = villa.seasonRates!.find((s) => s.start > addDays(today, 3))!;
    expect(season, 'a season still to come').toBeTruthy();
    const checkIn = addDays(season.start, -2);
    const checkOut = addDays(season.start, 2);
    const price = villaPriceSummary(checkIn, checkOut, villa, settings);
    expect(price.lines).toHaveLength(2);

    // The list with the dates: the card shows the same total, and opens the villa on them.
    await page.goto(`/villas?checkIn=${checkIn}&checkOut=${checkOut}`);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    const card = page.getByRole('article').filter({ hasText: villa.name });
    await expect(card.getByText(`${usd(price.totalCents)} total for 4 nights`)).toBeVisible();
    await card.getByRole('link', { name: villa.name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(villa.name);

    const summary = page.getByLabel('Price summary');
    await summary.scrollIntoViewIfNeeded();
    await expect(summary.getByRole('term')).toHaveText([
      `2 nights × $${Number(villa.pricePerNight).toLocaleString('en-US')}`,
      `2 nights × $${Number(season.pricePerNight).toLocaleString('en-US')} · ${season.name}`,
      'Cleaning fee',
      'Service fee (12%)',
      'IVA (16%)',
      'Lodging tax (5%)',
      'Total (USD)',
      'Deposit due at confirmation (30%)',
      'Balance',
    ]);
    await expect(summary.getByRole('definition')).toHaveText(
      [
        price.lines[0]!.amountCents,
        price.lines[1]!.amountCents,
        price.cleaningFeeCents,
        price.serviceFeeCents,
        price.ivaCents,
        price.lodgingTaxCents,
        price.totalCents,
        price.depositCents,
        price.balanceCents,
      ].map(usd),
    );
    await expect(page.getByText(/^≈ MX\$[\d,]+ at [\d.]+ MXN per USD \(rate of /)).toBeVisible();
    await expect(page.getByText(settings.cancellationTerms)).toBeVisible();

    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(axe.violations).toEqual([]);

    await page.getByLabel(/Phone Number/).fill('+1 310 555 0199');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole('button', { name: 'Request to Book' }).click();
    await expect(page.getByText('Booking Request Sent')).toBeVisible();
  });
});
