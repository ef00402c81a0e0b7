import { z } from 'zod';
import { addDays } from './calendar.ts';
import { calendarDateSchema } from './fields.ts';
import { leadInterestTypes, type LeadInterestType } from './leads.ts';

/**
 * The admin's analytics (docs/admin.md, "Analytics"): every figure for a range of Cabo
 * calendar days, both ends inclusive; without `from` and `to`, all time.
 */
export const analyticsRangeMessages = {
  from: 'From must be a date (yyyy-MM-dd)',
  to: 'To must be a date (yyyy-MM-dd)',
  order: 'The end of the range must be on or after its start',
} as const;

const rangeDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.iso.date({ error: message }).optional())
    .optional();

/** `GET /api/admin/analytics?from=&to=` (and the CSV): both, one or neither end. */
export const adminAnalyticsQuerySchema = z
  .object({
    from: rangeDate(analyticsRangeMessages.from),
    to: rangeDate(analyticsRangeMessages.to),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    message: analyticsRangeMessages.order,
    path: ['to'],
  });
export type AdminAnalyticsQuery = z.output<typeof adminAnalyticsQuerySchema>;

/** One bar: a label and how many. */
export const analyticsCountSchema = z.object({
  label: z.string(),
  count: z.number().int().min(0),
});
export type AnalyticsCount = z.infer<typeof analyticsCountSchema>;

/** Converted / all closed (converted + closed); null when nothing is closed yet. */
export const analyticsConversionSchema = z.object({
  label: z.string(),
  converted: z.number().int().min(0),
  closed: z.number().int().min(0),
  rate: z.number().min(0).max(1).nullable(),
});
export type AnalyticsConversion = z.infer<typeof analyticsConversionSchema>;

/** A month's bookings (created that month in Cabo), confirmed and still pending, in cents. */
export const analyticsBookingMonthSchema = z.object({
  /** 'yyyy-MM' */
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  confirmedCents: z.number().int().min(0),
  confirmedCount: z.number().int().min(0),
  pendingCents: z.number().int().min(0),
  pendingCount: z.number().int().min(0),
});
export type AnalyticsBookingMonth = z.infer<typeof analyticsBookingMonthSchema>;

export const adminAnalyticsSchema = z.object({
  /** The range asked for; null ends are open (all time). */
  from: calendarDateSchema.nullable(),
  to: calendarDateSchema.nullable(),
  /** The IANA zone the days and months are counted in. */
  timeZone: z.string(),
  totals: z.object({
    leads: z.number().int().min(0),
    guideDownloads: z.number().int().min(0),
    bookingRequests: z.number().int().min(0),
    conversion: analyticsConversionSchema,
  }),
  leadsBySource: z.array(analyticsCountSchema),
  leadsByCampaign: z.array(analyticsCountSchema),
  /** Labels are the interest types (`villa`, `group_trip`, ...). */
  leadsByInterest: z.array(analyticsCountSchema),
  leadsByLandingPage: z.array(analyticsCountSchema),
  conversionBySource: z.array(analyticsConversionSchema),
  firstReply: z.object({
    /** Median hours from a lead's creation to its first answer; null when none was answered. */
    medianHours: z.number().min(0).nullable(),
    answered: z.number().int().min(0),
    unanswered: z.number().int().min(0),
  }),
  guideDownloadsByGuide: z.array(analyticsCountSchema),
  /** Leads per month of the range ('yyyy-MM' labels), oldest first, empty months included. */
  leadsByMonth: z.array(analyticsCountSchema),
  /** Oldest first, empty months included. */
  bookingsByMonth: z.array(analyticsBookingMonthSchema),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;

/** Labels the analytics give leads without a campaign, landing page or known source. */
export const analyticsNone = {
  source: 'direct',
  campaign: '(no campaign)',
  landingPage: '(unknown)',
} as const;

const interestWords: Record<LeadInterestType, string> = Object.fromEntries(
  leadInterestTypes.map((type) => [
    type,
    type
      .split('_')
      .map((word, i) => (i === 0 ? word[0]!.toUpperCase() + word.slice(1) : word))
      .join(' '),
  ]),
) as Record<LeadInterestType, string>;

/** An interest type in words: `group_trip` is "Group trip". */
export const interestInWords = (type: string): string =>
  interestWords[type as LeadInterestType] ?? type;

/**
 * The share as the dashboard shows it: "50.0%", or "—" when nothing is closed (a rate of
 * nothing is not 0%).
 */
export const formatConversionRate = (rate: number | null): string =>
  rate === null ? '—' : `${(rate * 100).toFixed(1)}%`;

/** The range picker's presets, on Cabo's calendar (docs/admin.md, "Analytics"). */
export const analyticsPresets = [
  'last-7-days',
  'last-30-days',
  'this-month',
  'last-month',
  'this-year',
  'all-time',
] as const;
export type AnalyticsPreset = (typeof analyticsPresets)[number];

export const analyticsPresetLabels: Record<AnalyticsPreset, string> = {
  'last-7-days': 'Last 7 days',
  'last-30-days': 'Last 30 days',
  'this-month': 'This month',
  'last-month': 'Last month',
  'this-year': 'This year',
  'all-time': 'All time',
};

/** A range of calendar days; no ends is all time. */
export interface AnalyticsRange {
  from?: string;
  to?: string;
}

/** The days a preset covers when Cabo's date is `today` ('yyyy-MM-dd'), today included. */
export function analyticsPresetRange(preset: AnalyticsPreset, today: string): AnalyticsRange {
  const year = today.slice(0, 4);
  const monthStart = `${today.slice(0, 7)}-01`;
  switch (preset) {
    case 'last-7-days':
      return { from: addDays(today, -6), to: today };
    case 'last-30-days':
      return { from: addDays(today, -29), to: today };
    case 'this-month':
      return { from: monthStart, to: today };
    case 'last-month': {
      const lastDay = addDays(monthStart, -1);
      return { from: `${lastDay.slice(0, 7)}-01`, to: lastDay };
    }
    case 'this-year':
      return { from: `${year}-01-01`, to: today };
    case 'all-time':
      return {};
  }
}
