import type { Knex } from 'knex';

/**
 * Seeded art in the media library (docs/media.md, "Seeded art"): a drawn picture's row names
 * the drawing it comes from, and its variants are made from that drawing on first request.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('media_assets', (t) => {
    t.text('art_key').nullable().unique();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('media_assets', (t) => {
    t.dropColumn('art_key');
  });
}
