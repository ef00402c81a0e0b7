import type { Knex } from 'knex';

/**
 * A share names its kind of listing (resort, villa or adventure) beside the listing, which
 * the server now checks exists (docs/accounts-and-security.md). Shares stored before were
 * made on adventure pages.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('social_shares', (t) => {
    t.string('listing_type', 20).notNullable().defaultTo('adventure');
  });
  await knex.raw(`alter table social_shares
    alter column listing_type drop default,
    add constraint social_shares_listing_type_check
      check (listing_type in ('resort', 'villa', 'adventure')),
    drop constraint social_shares_user_id_listing_id_platform_unique,
    add constraint social_shares_once_per_listing_and_platform
      unique (user_id, listing_type, listing_id, platform)`);
}

export async function down(knex: Knex): Promise<void> {
  // Without the kind, two shares of same-named listings of different kinds would collide.
  await knex.raw(`delete from social_shares a using social_shares b
    where a.id > b.id and a.user_id = b.user_id and a.listing_id = b.listing_id
      and a.platform = b.platform`);
  await knex.raw(`alter table social_shares
    drop constraint social_shares_once_per_listing_and_platform,
    add constraint social_shares_user_id_listing_id_platform_unique
      unique (user_id, listing_id, platform),
    drop column listing_type`);
}
