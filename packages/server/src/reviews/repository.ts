import {
  ratingFigures,
  ratingOfReviews,
  reviewMonth,
  type AdminReview,
  type AdminReviewListQuery,
  type RatingFigures,
  type Review,
  type ReviewKind,
  type ReviewSource,
  type ReviewStatus,
} from '@cabo/contract';
import type { Knex } from 'knex';
import { isoTimestamp } from '../db/values.ts';

export interface ReviewRow {
  id: number;
  kind: ReviewKind;
  item_id: string;
  author: string;
  rating: number;
  text: string;
  /** yyyy-MM-dd (selected as text: pg would shift a `date` to local midnight). */
  day: string;
  helpful: number;
  status: ReviewStatus;
  source: ReviewSource;
  booking_id: number | null;
  user_id: number | null;
  created_at: Date;
  updated_at: Date;
}

const columns = (knex: Knex) => [
  'reviews.*',
  knex.raw(`to_char(reviews.reviewed_on, 'YYYY-MM-DD') as day`),
];

/** A published review as pages show it. */
export function reviewFromRow(row: ReviewRow): Review {
  return {
    author: row.author,
    date: reviewMonth(row.day),
    rating: row.rating,
    content: row.text,
    helpful: row.helpful,
  };
}

/**
 * The figures of every item of a kind that has published reviews, in one query (a list
 * answer reads this once, not per item). An item missing from the map has none.
 */
export async function ratingsOfKind(
  knex: Knex,
  kind: ReviewKind,
): Promise<Map<string, RatingFigures>> {
  const rows = (await knex('reviews')
    .where({ kind, status: 'published' })
    .groupBy('item_id')
    .select(
      'item_id',
      knex.raw('count(*)::int as count'),
      knex.raw('sum(rating)::int as total'),
    )) as {
    item_id: string;
    count: number;
    total: number;
  }[];
  return new Map(rows.map((r) => [r.item_id, ratingFigures(r.total, r.count)]));
}

/** The figures of one item in a list (no reviews: no rating, a count of 0). */
export function figuresIn(ratings: Map<string, RatingFigures>, id: string | number): RatingFigures {
  return ratings.get(String(id)) ?? ratingFigures(0, 0);
}

const newestFirst = [
  { column: 'reviewed_on', order: 'desc' },
  { column: 'id', order: 'asc' },
] as const;

/**
 * Every published review of a kind, by item, newest first, in one query: for a list that
 * carries its items' reviews (the adventures list). Figures: `ratingOfReviews`.
 */
export async function reviewsOfKind(knex: Knex, kind: ReviewKind): Promise<Map<string, Review[]>> {
  const rows = (await knex('reviews')
    .where({ kind, status: 'published' })
    .orderBy([...newestFirst])
    .select(columns(knex))) as ReviewRow[];
  const byItem = new Map<string, Review[]>();
  for (const row of rows) {
    const list = byItem.get(row.item_id) ?? [];
    list.push(reviewFromRow(row));
    byItem.set(row.item_id, list);
  }
  return byItem;
}

/** An item's published reviews, newest first, with the figures computed from them. */
export async function itemReviews(
  knex: Knex,
  kind: ReviewKind,
  itemId: string | number,
): Promise<RatingFigures & { reviews: Review[] }> {
  const rows = (await knex('reviews')
    .where({ kind, item_id: String(itemId), status: 'published' })
    .orderBy([...newestFirst])
    .select(columns(knex))) as ReviewRow[];
  const reviews = rows.map(reviewFromRow);
  return { ...ratingOfReviews(reviews), reviews };
}

export interface NewReview {
  kind: ReviewKind;
  itemId: string;
  author: string;
  rating: number;
  text: string;
  day: string;
  helpful?: number;
  status: ReviewStatus;
  source: ReviewSource;
  bookingId?: number | null;
  userId?: number | null;
}

export async function insertReviews(
  trx: Knex | Knex.Transaction,
  reviews: NewReview[],
): Promise<number[]> {
  if (!reviews.length) return [];
  const rows = (await trx('reviews')
    .insert(
      reviews.map((r) => ({
        kind: r.kind,
        item_id: r.itemId,
        author: r.author,
        rating: r.rating,
        text: r.text,
        reviewed_on: r.day,
        helpful: r.helpful ?? 0,
        status: r.status,
        source: r.source,
        booking_id: r.bookingId ?? null,
        user_id: r.userId ?? null,
      })),
    )
    .returning('id')) as { id: number }[];
  return rows.map((r) => r.id);
}

/** The table and name column of each kind's items (the moderation list names them). */
export const reviewedTables: Record<ReviewKind, { table: string; name: string }> = {
  resorts: { table: 'resorts', name: 'name' },
  villas: { table: 'villas', name: 'name' },
  adventures: { table: 'adventures', name: 'title' },
  restaurants: { table: 'restaurants', name: 'name' },
};

function adminReviewFromRow(row: ReviewRow & { item_name: string | null }): AdminReview {
  return {
    id: row.id,
    kind: row.kind,
    itemId: row.item_id,
    itemName: row.item_name ?? '',
    author: row.author,
    rating: row.rating,
    text: row.text,
    date: row.day,
    status: row.status,
    source: row.source,
    bookingId: row.booking_id,
    createdAt: isoTimestamp(row.created_at),
    updatedAt: isoTimestamp(row.updated_at),
  };
}

/** The moderation list: pending first (they wait for staff), then newest first. */
export async function listAdminReviews(
  knex: Knex | Knex.Transaction,
  query: AdminReviewListQuery & { id?: number },
): Promise<AdminReview[]> {
  // Each kind's item name by a subquery on its table (names are this module's constants).
  const itemName = Object.entries(reviewedTables)
    .map(
      ([kind, t]) =>
        `when reviews.kind = '${kind}' then (select x.${t.name} from ${t.table} x where x.id::text = reviews.item_id)`,
    )
    .join(' ');
  const q = knex('reviews').select([
    ...columns(knex as Knex),
    knex.raw(`case ${itemName} end as item_name`),
  ]);
  if (query.id !== undefined) q.where('reviews.id', query.id);
  if (query.status) q.where('reviews.status', query.status);
  if (query.kind) q.where('reviews.kind', query.kind);
  const rows = (await q.orderByRaw(
    `reviews.status = 'pending' desc, reviews.created_at desc, reviews.id desc`,
  )) as (ReviewRow & { item_name: string | null })[];
  return rows.map(adminReviewFromRow);
}

export async function setReviewStatus(
  trx: Knex.Transaction,
  id: number,
  status: ReviewStatus,
): Promise<boolean> {
  const changed = await trx('reviews').where({ id }).update({ status, updated_at: trx.fn.now() });
  return changed > 0;
}
