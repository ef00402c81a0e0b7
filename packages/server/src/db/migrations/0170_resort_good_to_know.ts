import type { Knex } from 'knex';

/**
 * "Good to know" on every resort (docs/stays.md): minutes to the airport, whether the beach
 * in front is safe to swim, steps and stairs, what is walkable. Existing rows get an empty
 * object until the seed (run at every start) fills them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('resorts', (t) => {
    t.jsonb('good_to_know').notNullable().defaultTo(knex.raw(`'{}'::jsonb`));
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('resorts', (t) => {
    t.dropColumn('good_to_know');
  });
}
