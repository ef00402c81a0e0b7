import type { Knex } from 'knex';

/**
 * A villa's season rates (docs/stays.md, "Season rates"): named runs of nights, first and
 * last night included, priced apart from the villa's own rate; set in the content studio.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('villas', (t) => {
    t.jsonb('season_rates').notNullable().defaultTo('[]');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('villas', (t) => {
    t.dropColumn('season_rates');
  });
}
