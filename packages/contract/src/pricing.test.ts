import { describe, expect, it } from 'vitest';
import {
  percentLabel,
  percentOfCents,
  priceBreakdown,
  usdToMxnCents,
  villaPriceSummary,
  type PricingSettings,
  type VillaPricing,
} from './pricing.ts';
import { pricingSettingsSchema } from './site-figures.ts';

const settings: PricingSettings = {
  serviceFeePercent: 12,
  ivaPercent: 16,
  lodgingTaxPercent: 5,
  depositPercent: 30,
  cancellationTerms: 'Cancel up to 30 days before check-in for a full refund of the deposit.',
  mxnPerUsd: 18.35,
  mxnRateDate: '2026-11-02',
};

const highSeason = {
  name: 'High season',
  start: '2030-12-19',
  end: '2031-01-02',
  pricePerNight: '850',
};
const villa: VillaPricing = { pricePerNight: '700', seasonRates: [highSeason], cleaningFee: '250' };

describe('villaPriceSummary', () => {
  it('adds the cleaning fee, the service fee, IVA and the lodging tax to the rent', () => {
    const summary = villaPriceSummary('2031-01-05', '2031-01-08', villa, settings);
    // 3 nights × $700 = $2,100.00
    expect(summary.lines).toEqual([{ nights: 3, rate: 700, amountCents: 210_000 }]);
    expect(summary.rentCents).toBe(210_000);
    expect(summary.cleaningFeeCents).toBe(25_000);
    // 12% of the rent.
    expect(summary.serviceFeeCents).toBe(25_200);
    // 16% of rent + cleaning + service: 16% of $2,602.00 = $416.32.
    expect(summary.ivaCents).toBe(41_632);
    // 5% of the rent.
    expect(summary.lodgingTaxCents).toBe(10_500);
    expect(summary.totalCents).toBe(210_000 + 25_000 + 25_200 + 41_632 + 10_500);
    expect(summary.totalCents).toBe(312_332);
    // 30% of $3,123.32 = $936.996 -> $937.00; the balance is the rest, to the cent.
    expect(summary.depositCents).toBe(93_700);
    expect(summary.balanceCents).toBe(312_332 - 93_700);
    // $3,123.32 × 18.35 = MX$57,312.922 -> MX$57,312.92.
    expect(summary.totalMxnCents).toBe(5_731_292);
    expect(summary.settings).toBe(settings);
  });

  it('prices a stay across a season change with one line per rate run', () => {
    // Nights of Dec 16, 17, 18 at $700; Dec 19 - 22 in the high season at $850.
    const summary = villaPriceSummary('2030-12-16', '2030-12-23', villa, settings);
    expect(summary.nights).toBe(7);
    expect(summary.lines).toEqual([
      { nights: 3, rate: 700, amountCents: 210_000 },
      { label: 'High season', nights: 4, rate: 850, amountCents: 340_000 },
    ]);
    expect(summary.rentCents).toBe(550_000);
    expect(summary.serviceFeeCents).toBe(66_000);
    // 16% of (5,500 + 250 + 660) = 16% of 6,410 = 1,025.60
    expect(summary.ivaCents).toBe(102_560);
    expect(summary.lodgingTaxCents).toBe(27_500);
    expect(summary.totalCents).toBe(550_000 + 25_000 + 66_000 + 102_560 + 27_500);
  });

  it('rounds each amount to the cent, halves up', () => {
    expect(percentOfCents(1_250, 12)).toBe(150);
    // 16% of 3.13 = 0.5008 -> 0.50; 5% of 0.10 = 0.005 -> 0.01 (a half goes up).
    expect(percentOfCents(313, 16)).toBe(50);
    expect(percentOfCents(10, 5)).toBe(1);
    expect(percentOfCents(9, 5)).toBe(0);
    // Two-decimal rates stay exact: 12.5% of $1.01 = 12.625 -> 13 cents.
    expect(percentOfCents(101, 12.5)).toBe(13);
    // 0.1 + 0.2 style floats do not leak: 16.1% of $100.00.
    expect(percentOfCents(10_000, 16.1)).toBe(1_610);
    expect(usdToMxnCents(100, 18.3456)).toBe(1_835);
    expect(usdToMxnCents(1, 18.5)).toBe(19);
  });

  it('prices an odd-cent stay so the parts add up to the total', () => {
    const odd = villaPriceSummary(
      '2031-02-01',
      '2031-02-02',
      { pricePerNight: '1999', cleaningFee: '0' },
      {
        ...settings,
        serviceFeePercent: 12.5,
        ivaPercent: 16,
        lodgingTaxPercent: 3,
        depositPercent: 33.33,
      },
    );
    // 12.5% of 1,999.00 = 249.875 -> 249.88; IVA 16% of 2,248.88 = 359.8208 -> 359.82;
    // lodging 3% = 59.97.
    expect(odd.serviceFeeCents).toBe(24_988);
    expect(odd.ivaCents).toBe(35_982);
    expect(odd.lodgingTaxCents).toBe(5_997);
    expect(odd.totalCents).toBe(199_900 + 24_988 + 35_982 + 5_997);
    expect(odd.depositCents + odd.balanceCents).toBe(odd.totalCents);
  });

  it('charges nothing, not even the cleaning fee, without a night', () => {
    const none = villaPriceSummary('2031-01-08', '2031-01-05', villa, settings);
    expect(none).toMatchObject({
      nights: 0,
      lines: [],
      rentCents: 0,
      cleaningFeeCents: 0,
      totalCents: 0,
      depositCents: 0,
      totalMxnCents: 0,
    });
    expect(villaPriceSummary('', '', villa, settings).totalCents).toBe(0);
  });

  it('reads a villa without a cleaning fee as none', () => {
    const summary = villaPriceSummary('2031-01-05', '2031-01-06', { pricePerNight: 700 }, settings);
    expect(summary.cleaningFeeCents).toBe(0);
  });

  it('names the rates as the card shows them', () => {
    expect(percentLabel(16)).toBe('16%');
    expect(percentLabel(12.5)).toBe('12.5%');
    expect(percentLabel(33.33)).toBe('33.33%');
  });
});

describe('priceBreakdown', () => {
  it('words a summary as the card and the e-mails show it; the charges add up to the total', () => {
    // Two nights at the villa's rate, then one in the high season.
    const summary = villaPriceSummary('2030-12-17', '2030-12-20', villa, settings);
    const words = priceBreakdown(summary);
    expect(words.charges.map((r) => r.label)).toEqual([
      '2 nights × $700',
      '1 night × $850 · High season',
      'Cleaning fee',
      'Service fee (12%)',
      'IVA (16%)',
      'Lodging tax (5%)',
    ]);
    expect(words.charges.reduce((sum, r) => sum + r.cents, 0)).toBe(summary.totalCents);
    expect(words.total).toEqual({
      label: 'Total (USD)',
      cents: summary.totalCents,
      text: `$${(summary.totalCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    });
    expect(words.due.map((r) => r.label)).toEqual(['Deposit due at confirmation (30%)', 'Balance']);
    expect(words.pesos).toMatch(/^≈ MX\$[\d,]+ at 18\.35 MXN per USD \(rate of Nov 2, 2026\)$/);
    expect(words.cancellationTerms).toBe(settings.cancellationTerms);
  });
});

describe('pricingSettingsSchema', () => {
  const messages = (value: unknown) => {
    const result = pricingSettingsSchema.safeParse(value);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('takes sound settings', () => {
    expect(pricingSettingsSchema.parse(settings)).toEqual(settings);
  });

  it('refuses out-of-range rates, too many decimals, a bad date and short terms', () => {
    expect(
      messages({
        ...settings,
        ivaPercent: -1,
        lodgingTaxPercent: 101,
        serviceFeePercent: 12.345,
        mxnPerUsd: 0,
        mxnRateDate: '2026-02-30',
        cancellationTerms: 'No.',
      }),
    ).toEqual({
      ivaPercent: 'IVA cannot be negative',
      lodgingTaxPercent: 'The lodging tax is at most 100%',
      serviceFeePercent: 'The service fee has at most two decimals',
      mxnPerUsd: 'The exchange rate must be above 0',
      mxnRateDate: "Enter the rate's date",
      cancellationTerms: 'Write the cancellation terms (at least 20 characters)',
    });
    expect(messages({ ...settings, mxnPerUsd: 18.12345 })).toEqual({
      mxnPerUsd: 'The exchange rate has at most four decimals',
    });
    expect(messages({ ...settings, extra: 1 })).toHaveProperty('');
  });
});
