import {
  SHARE_ALREADY_REWARDED,
  SHARE_LISTING_NOT_FOUND,
  SHARE_POINTS,
  type ShareListingType,
  type SharePlatform,
  type User,
} from '@cabo/contract';
import type { Knex } from 'knex';
import { addPoints } from '../accounts/repository.ts';
import { HttpError } from '../errors.ts';
import { findListingSlug, insertShare } from './repository.ts';

/**
 * Records a share of a listing that exists and awards its points in one transaction. The
 * listing is kept by its slug, so its id and slug are one listing; the unique key on user,
 * listing and platform makes a repeat a 409 that awards nothing, even when two arrive at once.
 */
export async function recordShare(
  knex: Knex,
  userId: number,
  share: { listingType: ShareListingType; listingId: string; platform: SharePlatform },
): Promise<User> {
  return knex.transaction(async (trx) => {
    const slug = await findListingSlug(trx, share.listingType, share.listingId);
    if (!slug) {
      throw new HttpError(404, 'listing_not_found', SHARE_LISTING_NOT_FOUND);
    }
    const { listingType, platform } = share;
    if (!(await insertShare(trx, { userId, listingType, slug, platform }))) {
      throw new HttpError(409, 'already_shared', SHARE_ALREADY_REWARDED);
    }
    return addPoints(trx, userId, SHARE_POINTS);
  });
}
