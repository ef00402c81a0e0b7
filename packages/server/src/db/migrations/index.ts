import type { Knex } from 'knex';
import * as m0001 from './0001_users.ts';

/**
 * Migrations are imported statically so the bundled server and the TypeScript sources see
 * the same names (knex's directory loader would see `.ts` in dev and `.js` in production).
 * Append new migrations here, in order.
 */
const migrations: Record<string, Knex.Migration> = {
  '0001_users': m0001,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const migration = migrations[name];
    if (!migration) throw new Error(`Unknown migration ${name}`);
    return migration;
  },
};

export async function migrateLatest(knex: Knex): Promise<string[]> {
  const [, applied] = (await knex.migrate.latest({ migrationSource })) as [number, string[]];
  return applied;
}
