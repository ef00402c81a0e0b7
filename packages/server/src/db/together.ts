import type { Knex } from 'knex';

/**
 * Writes (inserts, updates) sent as the data-modifying CTEs of one statement: one round trip
 * instead of one each. PostgreSQL runs every one of them to completion, read or not, in the
 * statement's snapshot, so none of them may depend on another's rows.
 */
export interface Together {
  /** `with w0 as (...), w1 as (...)`, or '' for none; ends without a comma. */
  sql: string;
  bindings: readonly Knex.RawBinding[];
}

export function together(writes: readonly Knex.QueryBuilder[]): Together {
  const parts = writes.map((write, i) => {
    const { sql, bindings } = write.toSQL();
    return { sql: `w${i} as (${sql})`, bindings };
  });
  return {
    sql: parts.length > 0 ? `with ${parts.map((p) => p.sql).join(', ')}` : '',
    bindings: parts.flatMap((p) => p.bindings as Knex.RawBinding[]),
  };
}

/** Runs the writes in one statement (nothing when there are none). */
export async function writeTogether(
  db: Knex | Knex.Transaction,
  writes: readonly Knex.QueryBuilder[],
): Promise<void> {
  if (writes.length === 0) return;
  if (writes.length === 1) return void (await writes[0]!);
  const { sql, bindings } = together(writes);
  await db.raw(`${sql} select 1`, bindings);
}
