import type { Knex } from 'knex';

/**
 * "Good to know" on every villa (docs/stays.md): airport time, swimming, stairs, what is
 * walkable. Existing rows get an empty object until the seed fills them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('villas', (t) => {
    t.jsonb('good_to_know').notNullable().defaultTo(knex.raw(`'{}'::jsonb`));
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('villas', (t) => {
    t.dropColumn('good_to_know');
  });
}
