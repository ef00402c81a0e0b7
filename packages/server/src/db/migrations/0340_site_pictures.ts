import type { Knex } from 'knex';
import { seedSitePictures } from '../../media/art.ts';

/**
 * The site's own pictures in the media library (docs/media.md, "Site pictures"): a database
 * seeded before they existed gets their rows here, as a fresh one gets them at seed. Rows
 * already there (same key-derived id) are kept as staff left them.
 */
export async function up(knex: Knex): Promise<void> {
  await seedSitePictures(knex);
}

/**
 * Nothing to undo in the schema; the rows stay (the step before never asks for them, and
 * staff may have edited their alt text or focal point).
 */
export async function down(): Promise<void> {}
