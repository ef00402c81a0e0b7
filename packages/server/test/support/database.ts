import type { Knex } from 'knex';
import knexFactory from 'knex';
import { inject } from 'vitest';
import { createDatabase, type Database } from '../../src/db/knex.ts';
import { connectionSettings } from '../../src/db/listen.ts';
import { migrateLatest } from '../../src/db/migrations/index.ts';

/**
 * A migrated database for one test file: PostgreSQL when TEST_DATABASE_URL is set (one
 * database per Vitest worker and run, so files in parallel and other runs never share
 * tables), else an in-memory PGlite of its own.
 */
export async function openTestDatabase(): Promise<Database> {
  const db = await openUnmigratedTestDatabase(`w${process.env.VITEST_POOL_ID ?? '0'}`);
  await migrateLatest(db.knex);
  return db;
}

/**
 * A database of this run named by `suffix` (PostgreSQL when TEST_DATABASE_URL is set, else
 * an in-memory PGlite), as it is: created empty on first use, dropped when the run ends.
 */
export async function openUnmigratedTestDatabase(suffix: string): Promise<Database> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) return createDatabase({ kind: 'pglite', dir: null });
  const name = `${inject('testDatabasePrefix')}${suffix}`;
  const admin = knexFactory({ client: 'pg', connection: baseUrl, pool: { min: 0, max: 1 } });
  try {
    const exists = await admin('pg_database').where({ datname: name }).first();
    if (!exists) await admin.raw('create database ??', [name]);
  } finally {
    await admin.destroy();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return createDatabase({ kind: 'postgres', url: url.toString() });
}

/**
 * Empties every application table that has rows (not knex's own), so each test starts
 * clean. Truncating only the non-empty ones is several times cheaper on PostgreSQL than
 * truncating all of them after every test.
 */
export async function truncateAll(knex: Knex): Promise<void> {
  const tables = (
    (await knex('pg_tables')
      .where({ schemaname: 'public' })
      .whereNotIn('tablename', ['knex_migrations', 'knex_migrations_lock'])
      .select('tablename')) as { tablename: string }[]
  ).map((r) => r.tablename);
  if (tables.length === 0) return;
  const probe = tables
    .map(() => 'select ? as name where exists (select 1 from ??)')
    .join(' union all ');
  const { rows } = (await knex.raw(
    probe,
    tables.flatMap((t) => [t, t]),
  )) as { rows: { name: string }[] };
  if (rows.length === 0) return;
  await knex.raw(
    `truncate table ${rows.map(() => '??').join(', ')} restart identity cascade`,
    rows.map((r) => r.name),
  );
}

/**
 * Another instance's connection to the database `db` is on: its own pool on PostgreSQL; on
 * PGlite (one connection, one process) the same connection under another Database object,
 * which is what keeps an instance's caches and listeners apart.
 */
export async function openSecondConnection(db: Database): Promise<Database> {
  if (db.kind === 'pglite') return { kind: 'pglite', knex: db.knex };
  return {
    kind: 'postgres',
    knex: knexFactory({
      client: 'pg',
      connection: connectionSettings(db) as Knex.PgConnectionConfig,
      pool: { min: 0, max: 10 },
    }),
  };
}
