import { SHARE_POINTS, type SharePlatform, type User } from '@cabo/contract';
import type { Knex } from 'knex';
import { addPoints } from '../accounts/repository.ts';
import { HttpError } from '../errors.ts';

/**
 * Records a share and awards its points in one transaction; the unique key on user, listing
 * and platform makes a repeat a 409 that awards nothing, even when two arrive at once.
 */
export async function recordShare(
  knex: Knex,
  userId: number,
  listingId: string,
  platform: SharePlatform,
): Promise<User> {
  return knex.transaction(async (trx) => {
    const inserted = await trx('social_shares')
      .insert({ user_id: userId, listing_id: listingId, platform })
      .onConflict(['user_id', 'listing_id', 'platform'])
      .ignore()
      .returning('id');
    if (inserted.length === 0) {
      throw new HttpError(409, 'already_shared', 'Points for this share were already given');
    }
    return addPoints(trx, userId, SHARE_POINTS);
  });
}
