import fs from 'node:fs';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import { silentLogger, type Logger } from '../logging/logger.ts';

// Return bigint counts and numeric columns as JS numbers, as PGlite does.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

/**
 * How long a query waits for a connection before it is answered 503 (knex's default is a
 * minute, which would hold a visitor's request that long while the database is away).
 */
const ACQUIRE_TIMEOUT_MS = 10_000;
const PGLITE_ACQUIRE_TIMEOUT_MS = 60_000;

export interface Database {
  knex: Knex;
  kind: DatabaseConfig['kind'];
}

/** knex's own warnings (e.g. "Acquire connection error") go to the app's log, not the console. */
export function knexLog(logger: Logger): Knex.Config['log'] {
  const log = logger.child({ component: 'knex' });
  const to =
    (level: 'warn' | 'error' | 'debug') =>
    (message: unknown): void => {
      if (typeof message === 'string') log[level](message);
      else log[level]({ detail: message }, 'knex');
    };
  return { warn: to('warn'), error: to('error'), deprecate: to('warn'), debug: to('debug') };
}

/**
 * One Knex instance for either a real PostgreSQL or the embedded PGlite (one connection:
 * every query must go through this instance, see docs/architecture.md, "Database").
 */
export function createDatabase(
  config: DatabaseConfig,
  { logger = silentLogger, acquireTimeoutMs }: { logger?: Logger; acquireTimeoutMs?: number } = {},
): Database {
  const log = knexLog(logger);
  if (config.kind === 'postgres') {
    return {
      kind: 'postgres',
      knex: knexFactory({
        client: 'pg',
        connection: config.url,
        // min 0: no idle connection is kept to break when PostgreSQL restarts; a new one is
        // opened for the next query, so the app recovers as soon as the server is back.
        pool: { min: 0, max: 10 },
        acquireConnectionTimeout: acquireTimeoutMs ?? ACQUIRE_TIMEOUT_MS,
        log,
      }),
    };
  }
  if (config.dir) fs.mkdirSync(config.dir, { recursive: true });
  return {
    kind: 'pglite',
    knex: knexFactory({
      client: ClientPgLite,
      dialect: 'postgres',
      connection: config.dir ? { filename: config.dir } : {},
      // PGlite's one connection is shared by every request, the outbox and its maintenance,
      // so a busy moment can hold it for seconds: knex's default minute, as before.
      acquireConnectionTimeout: acquireTimeoutMs ?? PGLITE_ACQUIRE_TIMEOUT_MS,
      log,
    }),
  };
}
