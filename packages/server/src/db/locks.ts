import type { Knex } from 'knex';

/**
 * Holds a PostgreSQL advisory lock named `name` until the transaction ends (commit, rollback,
 * or the connection dropping with a killed process: nothing is left locked). Work that every
 * instance does at start-up (seeds, the first admin) takes one, so instances started together
 * on an empty database do it once, one after the other.
 */
export async function holdTransactionLock(trx: Knex.Transaction, name: string): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [name]);
}
