import type { SharePlatform, ShareListingType } from '@cabo/contract';
import type { Knex } from 'knex';
import { recordIdFromText } from '../middleware/validation.ts';

const tables: Record<ShareListingType, string> = {
  resort: 'resorts',
  villa: 'villas',
  adventure: 'adventures',
};

/**
 * The slug of the listing of that kind named by its id or slug (a resort also by one of its
 * alias slugs), or undefined when there is none.
 */
export async function findListingSlug(
  knex: Knex,
  type: ShareListingType,
  idOrSlug: string,
): Promise<string | undefined> {
  const query = knex(tables[type]).where('slug', idOrSlug);
  if (type === 'villa') query.orWhere('id', idOrSlug);
  else {
    // Resort and adventure ids are int4; other text is only a slug.
    const id = recordIdFromText(idOrSlug);
    if (id !== null) query.orWhere('id', id);
  }
  if (type === 'resort') query.orWhereRaw('aliases @> ?::jsonb', [JSON.stringify([idOrSlug])]);
  const row = (await query.first('slug')) as { slug: string } | undefined;
  return row?.slug;
}

/** Stores the share; false when this user already shared this listing on this platform. */
export async function insertShare(
  knex: Knex,
  share: { userId: number; listingType: ShareListingType; slug: string; platform: SharePlatform },
): Promise<boolean> {
  const inserted = await knex('social_shares')
    .insert({
      user_id: share.userId,
      listing_type: share.listingType,
      listing_id: share.slug,
      platform: share.platform,
    })
    .onConflict(['user_id', 'listing_type', 'listing_id', 'platform'])
    .ignore()
    .returning('id');
  return inserted.length > 0;
}
