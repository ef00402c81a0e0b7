import { z } from 'zod';
import { isoDateTimeSchema, safeText } from './fields.ts';
import { MAX_RECORD_ID } from './plain.ts';
import { MONTH_NAMES } from './seasons.ts';
import { submissionMetaSchema } from './submissions.ts';

// Reviews (docs/catalogue.md, "Ratings and reviews"): stored one per row, moderated by staff;
// an item's rating and review count are computed from its published reviews, never typed in.

/** The catalogue kinds that have reviews (a content kind each). */
export const reviewKinds = ['resorts', 'villas', 'adventures', 'restaurants'] as const;
export type ReviewKind = (typeof reviewKinds)[number];

export const reviewStatuses = ['published', 'pending', 'hidden'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** `seed`: came with the catalogue data; `visitor`: left by a guest after a confirmed booking. */
export const reviewSources = ['seed', 'visitor'] as const;
export type ReviewSource = (typeof reviewSources)[number];

/**
 * The figures of an item, computed from its published reviews: `rating` is their mean to one
 * decimal (halves round up, 4.25 -> 4.3), absent when there are none; `reviewCount` is how
 * many there are.
 */
export const ratingFields = {
  rating: z.number().min(1).max(5).optional(),
  reviewCount: z.number().int().min(0),
};
export interface RatingFigures {
  rating?: number;
  reviewCount: number;
}

/** The figures of `count` published reviews whose stars add up to `sum`. */
export function ratingFigures(sum: number, count: number): RatingFigures {
  if (count <= 0) return { reviewCount: 0 };
  // Integer arithmetic (tenths), so 4.25 is not 4.2499... and rounds up as said.
  return { rating: Math.round((sum * 10) / count) / 10, reviewCount: count };
}

/** The figures of a list of reviews (the mocks and the data package compute them so). */
export function ratingOfReviews(reviews: readonly { rating: number }[]): RatingFigures {
  return ratingFigures(
    reviews.reduce((total, r) => total + r.rating, 0),
    reviews.length,
  );
}

/** A review's day ('2025-03-14') as pages show it: 'March 2025'. */
export function reviewMonth(day: string): string {
  const [year, month] = day.split('-');
  return `${MONTH_NAMES[Number(month) - 1] ?? ''} ${year ?? ''}`.trim();
}

/** The first day of a month text ('March 2025' -> '2025-03-01'), or null. */
export function reviewDayOfMonth(text: string): string | null {
  const match = /^([A-Za-z]+) (\d{4})$/.exec(text.trim());
  const index = match ? MONTH_NAMES.indexOf(match[1]! as (typeof MONTH_NAMES)[number]) : -1;
  if (!match || index < 0) return null;
  return `${match[2]}-${String(index + 1).padStart(2, '0')}-01`;
}

export const reviewMessages = {
  notLoggedIn: 'Please log in to leave a review.',
  noBooking: 'You can review this only after a confirmed booking of it.',
  alreadyReviewed: 'You have already reviewed each of your bookings of this.',
  unknownItem: 'There is nothing to review with that name.',
  rating: 'Choose a rating from 1 to 5 stars',
  textShort: 'Tell other guests a little more (at least 20 characters)',
  textLong: 'Keep your review under 2000 characters',
  thanks: 'Thank you! Your review will appear once our team has read it.',
} as const;

/** POST /api/reviews: a signed-in visitor's review of an item they had a confirmed booking of. */
export const visitorReviewSchema = z
  .object({
    kind: z.enum(reviewKinds),
    /** The item's id as the API names it (a villa's `villa-3`, a resort's 12, an adventure's 4). */
    itemId: z.union([
      safeText().trim().min(1).max(80),
      z.number().int().positive().max(MAX_RECORD_ID),
    ]),
    rating: z
      .number({ error: reviewMessages.rating })
      .int(reviewMessages.rating)
      .min(1, reviewMessages.rating)
      .max(5, reviewMessages.rating),
    text: safeText(reviewMessages.textShort)
      .trim()
      .min(20, reviewMessages.textShort)
      .max(2000, reviewMessages.textLong),
    /** What the site's forms send beside their values; every review is read by staff anyway. */
    meta: submissionMetaSchema.optional(),
  })
  .strict();
/** What the review form asks (the item is the page's): stars and text. */
export const visitorReviewFormSchema = visitorReviewSchema.pick({ rating: true, text: true });
export type VisitorReviewFormValues = z.input<typeof visitorReviewFormSchema>;
export type VisitorReviewInput = z.input<typeof visitorReviewSchema>;
export type VisitorReview = z.infer<typeof visitorReviewSchema>;

/** What POST /api/reviews answers (201): the stored review, waiting for staff. */
export const visitorReviewResultSchema = z.object({
  id: z.number().int(),
  status: z.literal('pending'),
  message: z.string(),
});
export type VisitorReviewResult = z.infer<typeof visitorReviewResultSchema>;

/**
 * GET /api/reviews/eligibility?kind=&itemId=: whether the signed-in visitor may review that
 * item now (a confirmed booking of it not yet reviewed). Signed out: `signedIn` false.
 */
export const reviewEligibilitySchema = z.object({
  signedIn: z.boolean(),
  canReview: z.boolean(),
});
export type ReviewEligibility = z.infer<typeof reviewEligibilitySchema>;

/** A review as the studio's moderation list shows it (GET /api/admin/reviews). */
export const adminReviewSchema = z.object({
  id: z.number().int(),
  kind: z.enum(reviewKinds),
  itemId: z.string(),
  /** The item's name or title, empty when the item is gone. */
  itemName: z.string(),
  author: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  /** The day of the review, yyyy-MM-dd. */
  date: z.string(),
  status: z.enum(reviewStatuses),
  source: z.enum(reviewSources),
  bookingId: z.number().int().nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewListSchema = z.array(adminReviewSchema);

export const adminReviewListQuerySchema = z
  .object({
    status: z.enum(reviewStatuses).optional(),
    kind: z.enum(reviewKinds).optional(),
  })
  .strict();
export type AdminReviewListQuery = z.infer<typeof adminReviewListQuerySchema>;

/** PATCH /api/admin/reviews/:id: publish a pending review, hide one, restore a hidden one. */
export const reviewStatusChangeSchema = z
  .object({ status: z.enum(['published', 'hidden'], { error: 'Publish or hide the review' }) })
  .strict();
export type ReviewStatusChange = z.infer<typeof reviewStatusChangeSchema>;
