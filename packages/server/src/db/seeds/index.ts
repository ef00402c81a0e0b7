import type { Knex } from 'knex';
import { seedCatalogue } from './catalogue.ts';

type Seed = (knex: Knex) => Promise<void>;

/**
 * Seeds run at every start and must be idempotent (upserts keyed on natural keys), so a
 * restart never duplicates catalogue rows. Append new seeds here, in order.
 */
const seeds: Seed[] = [seedCatalogue];

export async function runSeeds(knex: Knex): Promise<void> {
  for (const seed of seeds) await seed(knex);
}
