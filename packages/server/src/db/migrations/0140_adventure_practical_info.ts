import type { Knex } from 'knex';

/**
 * What a visitor checks before booking a tour (docs/adventures-and-restaurants.md,
 * "Practical information"): where it starts, what to bring, the cancellation terms and how
 * soon the team answers a request. Existing rows get empty values until the seed fills them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('adventures', (t) => {
    t.text('meeting_point').notNullable().defaultTo('');
    t.jsonb('what_to_bring').notNullable().defaultTo(knex.raw(`'[]'::jsonb`));
    t.text('cancellation_policy').notNullable().defaultTo('');
    t.text('reply_time').notNullable().defaultTo('');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('adventures', (t) => {
    t.dropColumn('reply_time');
    t.dropColumn('cancellation_policy');
    t.dropColumn('what_to_bring');
    t.dropColumn('meeting_point');
  });
}
