import {
  resortSummary,
  type RatingFigures,
  type Resort,
  type Review,
  type ResortSummary,
} from '@cabo/contract';
import type { Knex } from 'knex';
import { isoTimestamp, jsonValue } from '../db/values.ts';
import { withCovers, withOwnPictures, type Row } from '../media/pictures.ts';
import { figuresIn, itemReviews, ratingsOfKind } from '../reviews/repository.ts';

export interface ResortRow {
  id: number;
  slug: string;
  aliases: unknown;
  name: string;
  subtitle: string;
  price_level: Resort['priceLevel'];
  from_nightly_price: number | null;
  location: Resort['location'];
  description: string;
  image_url: string;
  image_urls: unknown;
  amenities: unknown;
  highlights: unknown;
  location_benefits: unknown;
  features: unknown;
  good_to_know: unknown;
  rooms: number;
  max_guests: Resort['maxGuests'];
  is_beachfront: boolean;
  is_oceanfront: boolean;
  google_url: string;
  created_at: Date;
  updated_at: Date;
}

/**
 * A resort from its row and its published reviews' figures (docs/catalogue.md, "Ratings and
 * reviews"); without them (the studio's own reads) it has no rating and no reviews.
 */
export function resortFromRow(
  row: ResortRow,
  reviewed: RatingFigures & { reviews?: Review[] } = { reviewCount: 0 },
): Resort {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    subtitle: row.subtitle,
    ...(reviewed.rating !== undefined ? { rating: reviewed.rating } : {}),
    reviewCount: reviewed.reviewCount,
    priceLevel: row.price_level,
    ...(row.from_nightly_price ? { fromNightlyPrice: String(row.from_nightly_price) } : {}),
    location: row.location,
    description: row.description,
    imageUrl: row.image_url,
    imageUrls: jsonValue(row.image_urls),
    amenities: jsonValue(row.amenities),
    highlights: jsonValue(row.highlights),
    locationBenefits: jsonValue(row.location_benefits),
    features: jsonValue(row.features),
    goodToKnow: jsonValue(row.good_to_know),
    rooms: row.rooms,
    maxGuests: row.max_guests,
    isBeachfront: row.is_beachfront,
    isOceanfront: row.is_oceanfront,
    googleUrl: row.google_url,
    reviews: reviewed.reviews ?? [],
    createdAt: isoTimestamp(row.created_at),
    updatedAt: isoTimestamp(row.updated_at),
  };
}

export async function listResorts(knex: Knex): Promise<ResortSummary[]> {
  const rows = (await knex('resorts').where('status', 'published').orderBy('id')) as ResortRow[];
  const ratings = await ratingsOfKind(knex, 'resorts');
  return withCovers(knex, rows, (row) =>
    resortSummary(resortFromRow(row, figuresIn(ratings, row.id))),
  );
}

/** By canonical slug or one of its aliases (e.g. four-seasons, docs/stays.md). */
export async function findResortBySlug(knex: Knex, slug: string): Promise<Resort | undefined> {
  const row = (await knex('resorts')
    .where('status', 'published')
    .where((q) => q.where('slug', slug).orWhereRaw('aliases @> ?::jsonb', [JSON.stringify([slug])]))
    .orderByRaw('slug = ? desc', [slug])
    .first()) as ResortRow | undefined;
  if (!row) return undefined;
  const reviewed = await itemReviews(knex, 'resorts', row.id);
  return withOwnPictures(knex, row as unknown as Row, resortFromRow(row, reviewed));
}

export async function findResortById(knex: Knex, id: number): Promise<Resort | undefined> {
  const row = (await knex('resorts').where({ id, status: 'published' }).first()) as
    ResortRow | undefined;
  return row && resortFromRow(row);
}
