import knexFactory from 'knex';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabasePrefix: string;
  }
}

const PREFIX = 'cabo_test_';
const STALE_MS = 6 * 3_600_000;

const adminConnection = (url: string) =>
  knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });

async function dropDatabases(url: string, match: (name: string) => boolean): Promise<void> {
  const admin = adminConnection(url);
  try {
    const rows = (await admin('pg_database')
      .where('datname', 'like', `${PREFIX}%`)
      .select('datname')) as { datname: string }[];
    for (const { datname } of rows.filter((r) => match(r.datname))) {
      await admin.raw('drop database if exists ?? with (force)', [datname]);
    }
  } finally {
    await admin.destroy();
  }
}

/**
 * Gives this run its own database-name prefix (so two runs against one server never touch
 * each other's databases), drops its databases at the end, and clears leftovers of runs
 * that crashed more than six hours ago.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const runId = `${Date.now().toString(36)}_${process.pid}`;
  const runPrefix = `${PREFIX}${runId}_`;
  project.provide('testDatabasePrefix', runPrefix);
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  await dropDatabases(url, (name) => {
    const started = parseInt(name.slice(PREFIX.length).split('_')[0] ?? '', 36);
    return Number.isFinite(started) && Date.now() - started > STALE_MS;
  });
  return () => dropDatabases(url, (name) => name.startsWith(runPrefix));
}
