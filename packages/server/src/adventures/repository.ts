import {
  discountLabel,
  ratingOfReviews,
  type Adventure,
  type RatingFigures,
  type Review,
} from '@cabo/contract';
import type { Knex } from 'knex';
import { jsonValue } from '../db/values.ts';
import { withCovers, withOwnPictures, type Row } from '../media/pictures.ts';
import { itemReviews, reviewsOfKind } from '../reviews/repository.ts';

export interface AdventureRow {
  id: number;
  slug: string;
  url: string;
  image_url: string;
  title: string;
  current_price: string;
  original_price: string | null;
  duration: string;
  min_age: number;
  provider: string;
  meeting_point: string;
  what_to_bring: unknown;
  cancellation_policy: string;
  reply_time: string;
  category: Adventure['category'] | null;
  season_from: number | null;
  season_to: number | null;
  description: string;
  included: unknown;
  faq: unknown;
}

/** An adventure with the figures of its published reviews (none given: no rating). */
export function adventureFromRow(
  row: AdventureRow,
  reviewed: RatingFigures & { reviews?: Review[] } = { reviewCount: 0 },
): Adventure {
  return {
    id: row.id,
    slug: row.slug,
    url: row.url,
    imageUrl: row.image_url,
    title: row.title,
    currentPrice: row.current_price,
    // An offer only when staff set a price above the current one; the badge follows from both.
    ...(row.original_price && discountLabel(row.current_price, row.original_price)
      ? {
          originalPrice: row.original_price,
          discount: discountLabel(row.current_price, row.original_price),
        }
      : {}),
    duration: row.duration,
    minAge: row.min_age,
    provider: row.provider,
    meetingPoint: row.meeting_point,
    whatToBring: jsonValue(row.what_to_bring),
    cancellationPolicy: row.cancellation_policy,
    replyTime: row.reply_time,
    ...(row.category ? { category: row.category } : {}),
    ...(row.season_from && row.season_to
      ? { season: { from: row.season_from, to: row.season_to } }
      : {}),
    ...(reviewed.rating !== undefined ? { rating: reviewed.rating } : {}),
    reviewCount: reviewed.reviewCount,
    description: row.description,
    included: jsonValue(row.included),
    faq: jsonValue(row.faq),
    reviews: reviewed.reviews ?? [],
  };
}

const withFigures = (reviews: Review[]) => ({ ...ratingOfReviews(reviews), reviews });

export async function listAdventures(knex: Knex): Promise<Adventure[]> {
  const rows = (await knex('adventures')
    .where('status', 'published')
    .orderBy('id')) as AdventureRow[];
  // The list carries each adventure's reviews (its answer always has): one query for all.
  const reviews = await reviewsOfKind(knex, 'adventures');
  return withCovers(knex, rows, (row) =>
    adventureFromRow(row, withFigures(reviews.get(String(row.id)) ?? [])),
  );
}

export async function findAdventureBySlug(
  knex: Knex,
  slug: string,
): Promise<Adventure | undefined> {
  const row = (await knex('adventures').where({ slug, status: 'published' }).first()) as
    AdventureRow | undefined;
  if (!row) return undefined;
  const reviewed = await itemReviews(knex, 'adventures', row.id);
  return withOwnPictures(knex, row as unknown as Row, adventureFromRow(row, reviewed));
}
