import { z } from 'zod';
import type { SiteFigures } from './figures.ts';
import { groupDigits } from './money.ts';
import type { PricingSettings, VillaPriceSummary } from './pricing.ts';

// The marketing figures' schemas (docs/admin.md, "Site figures"); their keys, labels and
// formatting are in figures.ts.

const count = (what: string, max: number) =>
  z
    .number({ error: `${what} is a whole number` })
    .int(`${what} is a whole number`)
    .min(0, `${what} cannot be negative`)
    .max(max, `${what} is at most ${groupDigits(max)}`);

export const siteFiguresSchema = z.strictObject({
  /** Travellers who have used the site (home, group trips, partners, influencers). */
  travelers: count('Travelers', 100_000_000),
  /** Families hosted (family and concierge trips). */
  families: count('Families', 1_000_000),
  /** Weddings planned (the weddings page). */
  weddings: count('Weddings', 100_000),
  /** Local businesses in the partner network (work with us). */
  partners: count('Partners', 100_000),
  /** Owners satisfied, in percent (property management). */
  ownerSatisfaction: count('Owner satisfaction', 100),
}) satisfies z.ZodType<SiteFigures>;

/** GET /api/admin/site-figures: the figures and who changed them last. */
export const adminSiteFiguresSchema = z.object({
  figures: siteFiguresSchema,
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type AdminSiteFigures = z.infer<typeof adminSiteFiguresSchema>;

const percent = (what: string) =>
  z
    .number({ error: `${what} is a percentage, e.g. 16` })
    .min(0, `${what} cannot be negative`)
    .max(100, `${what} is at most 100%`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
      message: `${what} has at most two decimals`,
    });

/**
 * The pricing settings (docs/stays.md, "True totals"; docs/admin.md, "Site figures"): the
 * taxes and fees of a villa stay, the deposit, the cancellation terms and the dated exchange
 * rate the totals' peso figure uses.
 */
export const pricingSettingsSchema = z.strictObject({
  serviceFeePercent: percent('The service fee'),
  ivaPercent: percent('IVA'),
  lodgingTaxPercent: percent('The lodging tax'),
  depositPercent: percent('The deposit'),
  cancellationTerms: z
    .string({ error: 'Write the cancellation terms' })
    .trim()
    .min(20, 'Write the cancellation terms (at least 20 characters)')
    .max(1000, 'Keep the cancellation terms under 1,000 characters'),
  mxnPerUsd: z
    .number({ error: 'The exchange rate is pesos per dollar, e.g. 18.25' })
    .gt(0, 'The exchange rate must be above 0')
    .max(1000, 'The exchange rate is at most 1,000 pesos per dollar')
    .refine((v) => Math.abs(v * 10_000 - Math.round(v * 10_000)) < 1e-6, {
      message: 'The exchange rate has at most four decimals',
    }),
  mxnRateDate: z.iso.date({ error: "Enter the rate's date" }),
}) satisfies z.ZodType<PricingSettings>;

/** GET /api/admin/pricing-settings: the settings and who changed them last. */
export const adminPricingSettingsSchema = z.object({
  settings: pricingSettingsSchema,
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type AdminPricingSettings = z.infer<typeof adminPricingSettingsSchema>;

/** A villa stay's price as stored with its booking (`villaPriceSummary`'s answer). */
export const villaPriceSummarySchema = z.object({
  nights: z.number().int(),
  lines: z.array(
    z.object({
      label: z.string().optional(),
      nights: z.number().int(),
      rate: z.number(),
      amountCents: z.number().int(),
    }),
  ),
  rentCents: z.number().int(),
  cleaningFeeCents: z.number().int(),
  serviceFeeCents: z.number().int(),
  ivaCents: z.number().int(),
  lodgingTaxCents: z.number().int(),
  totalCents: z.number().int(),
  depositCents: z.number().int(),
  balanceCents: z.number().int(),
  totalMxnCents: z.number().int(),
  settings: pricingSettingsSchema,
}) satisfies z.ZodType<VillaPriceSummary>;
