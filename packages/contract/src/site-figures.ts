import { z } from 'zod';
import type { SiteFigures } from './figures.ts';

// The marketing figures' schemas (docs/admin.md, "Site figures"); their keys, labels and
// formatting are in figures.ts.

const count = (what: string, max: number) =>
  z
    .number({ error: `${what} is a whole number` })
    .int(`${what} is a whole number`)
    .min(0, `${what} cannot be negative`)
    .max(max, `${what} is at most ${max.toLocaleString('en-US')}`);

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
