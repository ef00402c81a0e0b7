import type { Knex } from 'knex';

/** One row per user, listing and platform: the unique key is what makes the reward once-only. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('social_shares', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('listing_id', 200).notNullable();
    t.string('platform', 20).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['user_id', 'listing_id', 'platform']);
  });
  await knex.raw(
    `alter table social_shares add constraint social_shares_platform_check
     check (platform in ('whatsapp', 'facebook', 'twitter', 'pinterest'))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('social_shares');
}
