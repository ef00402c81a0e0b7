import type { Knex } from 'knex';

/**
 * Dates a villa's owner keeps for themselves (docs/stays.md, "Availability"): ranges of
 * check-in to check-out, set by staff in the content studio; they hold nights as a
 * confirmed booking does.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('villas', (t) => {
    t.jsonb('blocked_dates').notNullable().defaultTo('[]');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('villas', (t) => {
    t.dropColumn('blocked_dates');
  });
}
