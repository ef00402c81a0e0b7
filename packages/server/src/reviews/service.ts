import {
  caboDate,
  reviewMessages,
  type AdminReview,
  type ReviewEligibility,
  type ReviewKind,
  type ReviewStatus,
  type User,
  type VisitorReview,
} from '@cabo/contract';
import type { Knex } from 'knex';
import { changeCatalogue } from '../cache/catalogue-change.ts';
import type { Database } from '../db/knex.ts';
import { HttpError } from '../errors.ts';
import type { Clock } from '../security/clock.ts';
import { insertReviews, listAdminReviews, reviewedTables, setReviewStatus } from './repository.ts';

/** The booking type that books each reviewed kind. */
const bookingTypeOf: Record<ReviewKind, string> = {
  resorts: 'resort',
  villas: 'villa',
  adventures: 'adventure',
  restaurants: 'restaurant',
};

interface ReviewedItem {
  id: string;
  /** Bookings name their item by id, or (adventures) by slug. */
  keys: string[];
}

/** A published item of `kind` named by its id (or slug, for kinds that have one). */
async function findReviewedItem(
  knex: Knex | Knex.Transaction,
  kind: ReviewKind,
  itemId: string | number,
): Promise<ReviewedItem | undefined> {
  const key = String(itemId);
  const hasSlug = kind !== 'restaurants';
  const q = knex(reviewedTables[kind].table).where('status', 'published');
  if (kind === 'villas') q.where((w) => w.where('id', key).orWhere('slug', key));
  else if (/^[1-9]\d{0,8}$/.test(key)) q.where('id', Number(key));
  else if (hasSlug) q.where('slug', key);
  else return undefined;
  const row = (await q.first(hasSlug ? ['id', 'slug'] : ['id'])) as
    { id: string | number; slug?: string } | undefined;
  if (!row) return undefined;
  return { id: String(row.id), keys: [String(row.id), ...(row.slug ? [row.slug] : [])] };
}

interface BookingToReview {
  id: number;
  first_name: string | null;
  last_name: string | null;
  reviewed: boolean;
}

/** The visitor's confirmed bookings of the item, oldest first, each with whether it has a review. */
async function confirmedBookings(
  knex: Knex | Knex.Transaction,
  kind: ReviewKind,
  item: ReviewedItem,
  userId: number,
): Promise<BookingToReview[]> {
  return (await knex('bookings')
    .leftJoin('reviews', 'reviews.booking_id', 'bookings.id')
    .where({
      'bookings.user_id': userId,
      'bookings.status': 'confirmed',
      'bookings.booking_type': bookingTypeOf[kind],
    })
    .whereIn('bookings.listing_id', item.keys)
    .orderBy('bookings.id')
    .select(
      'bookings.id',
      'bookings.first_name',
      'bookings.last_name',
      knex.raw('reviews.id is not null as reviewed'),
    )) as BookingToReview[];
}

/** "Sofía R.": the booking's first name and the last name's initial, as reviews are signed. */
function authorOf(booking: BookingToReview, user: User): string {
  const first = booking.first_name?.trim();
  if (first) {
    const initial = booking.last_name?.trim().charAt(0);
    return initial ? `${first} ${initial.toUpperCase()}.` : first;
  }
  return (user.email ?? user.username ?? 'Guest').split('@')[0]!;
}

const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === '23505';

export function createReviewService(db: Database, now: Clock) {
  return {
    /** Whether `user` may review the item now: a confirmed booking of it without a review. */
    async eligibility(
      user: User | null,
      kind: ReviewKind,
      itemId: string,
    ): Promise<ReviewEligibility> {
      if (!user) return { signedIn: false, canReview: false };
      const item = await findReviewedItem(db.knex, kind, itemId);
      const bookings = item ? await confirmedBookings(db.knex, kind, item, user.id) : [];
      return { signedIn: true, canReview: bookings.some((b) => !b.reviewed) };
    },

    /**
     * Stores a visitor's review as `pending` against their oldest confirmed booking of the
     * item that has none yet: one review per booking. Staff publish it (nothing public
     * changes until then).
     */
    async submit(user: User, review: VisitorReview): Promise<{ id: number }> {
      try {
        return await db.knex.transaction(async (trx) => {
          const item = await findReviewedItem(trx, review.kind, review.itemId);
          if (!item) throw new HttpError(422, 'unknown_item', reviewMessages.unknownItem);
          const bookings = await confirmedBookings(trx, review.kind, item, user.id);
          if (!bookings.length) {
            throw new HttpError(403, 'no_confirmed_booking', reviewMessages.noBooking);
          }
          const booking = bookings.find((b) => !b.reviewed);
          if (!booking)
            throw new HttpError(409, 'already_reviewed', reviewMessages.alreadyReviewed);
          const [id] = await insertReviews(trx, [
            {
              kind: review.kind,
              itemId: item.id,
              author: authorOf(booking, user),
              rating: review.rating,
              text: review.text,
              day: caboDate(now()),
              status: 'pending',
              source: 'visitor',
              bookingId: booking.id,
              userId: user.id,
            },
          ]);
          return { id: id! };
        });
      } catch (err) {
        // Two submissions at once for the same booking: the second meets the unique index.
        if (isUniqueViolation(err)) {
          throw new HttpError(409, 'already_reviewed', reviewMessages.alreadyReviewed);
        }
        throw err;
      }
    },

    list: (query: Parameters<typeof listAdminReviews>[1]) => listAdminReviews(db.knex, query),

    /**
     * Publishes, hides or restores a review through the catalogue's one publish path, so
     * every instance's cached lists and pages show the new figures at once.
     */
    async setStatus(id: number, status: Exclude<ReviewStatus, 'pending'>): Promise<AdminReview> {
      const changed = await changeCatalogue(db, async (trx) => {
        if (!(await setReviewStatus(trx, id, status))) return undefined;
        const [review] = await listAdminReviews(trx, { id });
        return review;
      });
      if (!changed) throw new HttpError(404, 'not_found', 'No review with that number');
      return changed;
    },
  };
}
