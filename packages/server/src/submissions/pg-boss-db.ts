import type { Knex } from 'knex';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/knex.ts';

/**
 * pg-boss's SQL (numbered `$n` parameters) run through knex, so it shares knex's single
 * PGlite connection or the pg pool — and, given a transaction, joins that transaction.
 */
export function knexExecutor(knex: Knex | Knex.Transaction): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const bindings: unknown[] = [];
      const sql = text.replace(/\$(\d+)/g, (_, n: string) => {
        bindings.push(values[Number(n) - 1] ?? null);
        return '?';
      });
      const result = (await knex.raw(sql, bindings as Knex.RawBinding[])) as { rows?: unknown[] };
      return { rows: result.rows ?? [] };
    },
  };
}

/** pg-boss's statements outside any transaction, with a count of those still running. */
export interface PooledExecutor extends PgBoss.Db {
  /** Resolves once no statement is running (pg-boss fires some without awaiting them). */
  drained(): Promise<void>;
}

/**
 * pg-boss's own statements outside a transaction (schema creation and maintenance are
 * multi-statement scripts, which knex.raw cannot send): a pooled connection, released after
 * each statement.
 */
export function poolExecutor(db: Database): PooledExecutor {
  const running = new Set<Promise<unknown>>();
  const client = db.knex.client as {
    acquireConnection(): Promise<unknown>;
    releaseConnection(c: unknown): Promise<void>;
  };

  async function run(text: string, values: unknown[]): Promise<{ rows: unknown[] }> {
    const conn = await client.acquireConnection();
    try {
      if (db.kind === 'pglite') {
        const pglite = conn as {
          exec(sql: string): Promise<Array<{ rows: unknown[] }>>;
          query(sql: string, params: unknown[]): Promise<{ rows: unknown[] }>;
        };
        if (values.length === 0) return { rows: (await pglite.exec(text)).at(-1)?.rows ?? [] };
        return { rows: (await pglite.query(text, values)).rows };
      }
      const result = await (
        conn as { query(sql: string, params: unknown[]): Promise<unknown> }
      ).query(text, values);
      const last = (Array.isArray(result) ? result.at(-1) : result) as { rows?: unknown[] };
      return { rows: last?.rows ?? [] };
    } finally {
      await client.releaseConnection(conn);
    }
  }

  return {
    executeSql(text, values = []) {
      const statement = run(text, values);
      running.add(statement);
      const forget = () => running.delete(statement);
      statement.then(forget, forget);
      return statement;
    },
    async drained() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
