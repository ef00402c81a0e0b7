import type { Knex } from 'knex';

export interface SqlResult {
  rows: Record<string, unknown>[];
  rowCount: number;
}

/**
 * Runs one `$n`-parameterised statement on a connection borrowed from knex's pool, for
 * libraries that want a pg-style client. Going through the pool keeps PGlite's single
 * connection shared correctly (see docs/architecture.md, "Database").
 */
export function poolExecutor(knex: Knex): (text: string, values?: unknown[]) => Promise<SqlResult> {
  return async (text, values = []) => {
    const client = knex.client as {
      acquireConnection(): Promise<unknown>;
      releaseConnection(conn: unknown): Promise<void>;
    };
    const conn = (await client.acquireConnection()) as {
      query(
        text: string,
        values: unknown[],
      ): Promise<{
        rows: Record<string, unknown>[];
        rowCount?: number | null;
        affectedRows?: number;
      }>;
    };
    try {
      const res = await conn.query(text, values);
      return { rows: res.rows, rowCount: res.rowCount ?? res.affectedRows ?? res.rows.length };
    } finally {
      await client.releaseConnection(conn);
    }
  };
}
