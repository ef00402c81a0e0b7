import knexFactory from 'knex';

/** Drops the per-worker test databases of an earlier run, so every run migrates afresh. */
export default async function setup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const admin = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
  try {
    const rows = (await admin('pg_database')
      .where('datname', 'like', 'cabo_test_w%')
      .select('datname')) as { datname: string }[];
    for (const { datname } of rows)
      await admin.raw('drop database if exists ?? with (force)', [datname]);
  } finally {
    await admin.destroy();
  }
}
