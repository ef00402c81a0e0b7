import type { Knex } from 'knex';
import { catalogueChanged } from '../../cache/catalogue-change.ts';
import type { Database } from '../knex.ts';
import { seedSiteFigures } from '../../site-figures/repository.ts';
import { seedSitePictures } from '../../media/art.ts';
import { seedCatalogue } from './catalogue.ts';

type Seed = (knex: Knex) => Promise<void>;

/**
 * Seeds run at every start and only add what is missing (keyed on natural keys), so a
 * restart never duplicates rows nor overwrites what staff changed. Append new seeds here,
 * in order.
 */
const seeds: Seed[] = [seedCatalogue, seedSiteFigures, seedSitePictures];

/** Runs every seed, then drops whatever was cached from the catalogue they may have changed. */
export async function runSeeds(db: Database): Promise<void> {
  try {
    for (const seed of seeds) await seed(db.knex);
  } finally {
    // A seed that failed half-way may still have changed rows.
    catalogueChanged(db);
  }
}
