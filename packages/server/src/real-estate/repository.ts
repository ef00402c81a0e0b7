import type { RealEstateListing } from '@cabo/contract';
import type { Knex } from 'knex';
import { jsonValue } from '../db/values.ts';
import { withCovers } from '../media/pictures.ts';

export interface ListingRow {
  id: number;
  title: string;
  location: string;
  price: number;
  beds: number;
  baths: number;
  sqft: number;
  description: string;
  features: unknown;
  image_url: string;
}

/** A row as visitors see it (the record GET /api/real-estate/listings answers). */
export function listingFromRow(row: ListingRow): RealEstateListing {
  return {
    id: row.id,
    title: row.title,
    location: row.location,
    price: Number(row.price),
    beds: row.beds,
    baths: row.baths,
    sqft: row.sqft,
    description: row.description,
    features: jsonValue<string[]>(row.features),
    imageUrl: row.image_url,
  };
}

/** The published listings in display order: the seeded ones first, then each new one. */
export async function listPublishedListings(knex: Knex): Promise<RealEstateListing[]> {
  const rows = (await knex('real_estate_listings')
    .where('status', 'published')
    .orderBy('id')) as ListingRow[];
  return withCovers(knex, rows, (row) => listingFromRow(row));
}
