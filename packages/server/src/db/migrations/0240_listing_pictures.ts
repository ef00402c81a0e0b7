import type { Knex } from 'knex';

/** Tables whose listings show their own pictures from the media library (docs/media.md). */
const TABLES = ['resorts', 'villas', 'adventures', 'restaurants', 'blog_posts'];

/**
 * A listing's gallery: media library ids in gallery order, the first the cover
 * (docs/media.md, "On pages"). Empty: pages show the generated art as before.
 */
export async function up(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    await knex.schema.alterTable(table, (t) => {
      t.jsonb('gallery_ids').notNullable().defaultTo('[]');
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    await knex.schema.alterTable(table, (t) => {
      t.dropColumn('gallery_ids');
    });
  }
}
