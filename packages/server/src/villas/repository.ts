import type {
  GoodToKnow,
  RatingFigures,
  Review,
  SeasonRate,
  VillaDetail,
  VillaRecord,
} from '@cabo/contract';
import type { Knex } from 'knex';
import { isoTimestamp, jsonValue } from '../db/values.ts';
import { withCovers, withOwnPictures, type Row } from '../media/pictures.ts';
import { figuresIn, itemReviews, ratingsOfKind } from '../reviews/repository.ts';

export interface VillaRow {
  id: string;
  slug: string;
  track_hs_id: string;
  name: string;
  description: string;
  location: string;
  image_url: string;
  url: string;
  bedrooms: number;
  bathrooms: number;
  max_guests: number;
  is_beachfront: boolean;
  is_oceanfront: boolean;
  amenities: unknown;
  image_urls: unknown;
  price_per_night: number;
  season_rates: unknown;
  cleaning_fee: number;
  address: string;
  latitude: number;
  longitude: number;
  good_to_know: unknown;
  last_synced_at: Date;
  created_at: Date;
  updated_at: Date;
}

/**
 * Exactly the villa server record of docs/stays.md, nothing more (GET /api/villas), with the
 * figures of its published reviews (none given: no rating).
 */
export function villaRecordFromRow(
  row: VillaRow,
  figures: RatingFigures = { reviewCount: 0 },
): VillaRecord {
  return {
    id: row.id,
    trackHsId: row.track_hs_id,
    name: row.name,
    description: row.description,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    maxGuests: row.max_guests,
    amenities: jsonValue(row.amenities),
    imageUrl: row.image_url,
    imageUrls: jsonValue(row.image_urls),
    pricePerNight: String(row.price_per_night),
    // Always a list (empty without seasons), so the public shape does not change with the data.
    seasonRates: seasonRatesFromColumn(row.season_rates),
    cleaningFee: String(row.cleaning_fee ?? 0),
    location: row.location,
    address: row.address,
    ...(figures.rating !== undefined ? { rating: figures.rating } : {}),
    reviewCount: figures.reviewCount,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    lastSyncedAt: isoTimestamp(row.last_synced_at),
    createdAt: isoTimestamp(row.created_at),
    updatedAt: isoTimestamp(row.updated_at),
  };
}

/** Soonest first, as the villa page lists them (docs/stays.md, "Season rates"). */
function seasonRatesFromColumn(value: unknown): SeasonRate[] {
  return (jsonValue<SeasonRate[] | null>(value) ?? [])
    .map(({ name, start, end, pricePerNight }) => ({ name, start, end, pricePerNight }))
    .sort((a, b) => a.start.localeCompare(b.start));
}

export function villaDetailFromRow(
  row: VillaRow,
  reviewed: RatingFigures & { reviews?: Review[] } = { reviewCount: 0 },
): VillaDetail {
  return {
    ...villaRecordFromRow(row, reviewed),
    slug: row.slug,
    url: row.url,
    isBeachfront: row.is_beachfront,
    isOceanfront: row.is_oceanfront,
    reviews: reviewed.reviews ?? [],
    goodToKnow: jsonValue<GoodToKnow>(row.good_to_know),
  };
}

export async function listVillas(knex: Knex): Promise<VillaRecord[]> {
  // Ids are villa-{n}: order by n, not as text (villa-10 after villa-9).
  const rows = (await knex('villas')
    .where('status', 'published')
    .orderByRaw(`(substring(id from '[0-9]+$'))::int, id`)) as VillaRow[];
  const ratings = await ratingsOfKind(knex, 'villas');
  return withCovers(knex, rows, (row) => villaRecordFromRow(row, figuresIn(ratings, row.id)));
}

export async function findVillaBySlug(knex: Knex, slug: string): Promise<VillaDetail | undefined> {
  const row = (await knex('villas').where({ slug, status: 'published' }).first()) as
    VillaRow | undefined;
  if (!row) return undefined;
  const reviewed = await itemReviews(knex, 'villas', row.id);
  return withOwnPictures(knex, row as unknown as Row, villaDetailFromRow(row, reviewed));
}

/** By id (villa-3) or slug: booking forms may send either. */
export async function findVillaByIdOrSlug(
  knex: Knex,
  idOrSlug: string,
): Promise<VillaDetail | undefined> {
  const row = (await knex('villas')
    .where('status', 'published')
    .where((q) => q.where({ id: idOrSlug }).orWhere({ slug: idOrSlug }))
    .first()) as VillaRow | undefined;
  return row && villaDetailFromRow(row);
}
