import { resortSummary, type Resort, type ResortSummary } from '@cabo/contract';
import type { Knex } from 'knex';
import { isoTimestamp, jsonValue } from '../db/values.ts';
import { withOwnPictures, withPictures, type Row } from '../media/pictures.ts';

export interface ResortRow {
  id: number;
  slug: string;
  aliases: unknown;
  name: string;
  subtitle: string;
  rating: Resort['rating'];
  review_count: number;
  price_level: Resort['priceLevel'];
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
  reviews: unknown;
  created_at: Date;
  updated_at: Date;
}

export function resortFromRow(row: ResortRow): Resort {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    subtitle: row.subtitle,
    rating: row.rating,
    reviewCount: row.review_count,
    priceLevel: row.price_level,
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
    reviews: jsonValue(row.reviews),
    createdAt: isoTimestamp(row.created_at),
    updatedAt: isoTimestamp(row.updated_at),
  };
}

export async function listResorts(knex: Knex): Promise<ResortSummary[]> {
  const rows = (await knex('resorts').where('status', 'published').orderBy('id')) as ResortRow[];
  return withPictures(
    knex,
    rows.map((row) => ({ row: row as unknown as Row, record: resortSummary(resortFromRow(row)) })),
    { coverOnly: true },
  );
}

/** By canonical slug or one of its aliases (e.g. four-seasons, docs/stays.md). */
export async function findResortBySlug(knex: Knex, slug: string): Promise<Resort | undefined> {
  const row = (await knex('resorts')
    .where('status', 'published')
    .where((q) => q.where('slug', slug).orWhereRaw('aliases @> ?::jsonb', [JSON.stringify([slug])]))
    .orderByRaw('slug = ? desc', [slug])
    .first()) as ResortRow | undefined;
  return withOwnPictures(knex, row as Row | undefined, row && resortFromRow(row));
}

export async function findResortById(knex: Knex, id: number): Promise<Resort | undefined> {
  const row = (await knex('resorts').where({ id, status: 'published' }).first()) as
    ResortRow | undefined;
  return row && resortFromRow(row);
}
