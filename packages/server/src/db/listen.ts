import type { Knex } from 'knex';
import pg from 'pg';
import type { Database } from './knex.ts';

// PostgreSQL LISTEN for the notifications instances send each other (the outbox's queued
// jobs, the catalogue's published changes), on a connection of its own.

/** How knex reaches a PostgreSQL database, for a connection or pool of the outbox's own. */
export function connectionSettings(db: Database): pg.ClientConfig {
  const connection = (db.knex.client as { config: Knex.Config }).config.connection;
  return typeof connection === 'string'
    ? { connectionString: connection }
    : { ...(connection as pg.ClientConfig) };
}

export interface ChannelListener {
  close(): Promise<void>;
}

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;

/**
 * Calls `onNotify` for every notification on `channel`, and after (re)connecting (what was
 * announced while it was away has no notification waiting). On PostgreSQL: a connection of its own, outside
 * knex's pool, that reconnects with backoff whenever it is lost; errors go to `report`,
 * never to an unhandled 'error' event. On PGlite: PGlite's own listener, on knex's single
 * connection while knex holds it (so the LISTEN never joins an application transaction).
 */
export async function listenOnChannel(
  db: Database,
  channel: string,
  onNotify: () => void,
  report: (err: unknown) => void,
): Promise<ChannelListener> {
  if (db.kind === 'pglite') return listenOnPglite(db, channel, onNotify);
  const settings = connectionSettings(db);

  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let delayMs = RECONNECT_MIN_MS;

  function lost(c: pg.Client, err?: unknown): void {
    if (err) report(err);
    if (client !== c) return;
    client = null;
    c.end().catch(() => {});
    if (closed) return;
    retry = setTimeout(connect, delayMs);
    delayMs = Math.min(delayMs * 2, RECONNECT_MAX_MS);
  }

  function connect(): void {
    retry = null;
    if (closed) return;
    const c = new pg.Client({ ...settings, keepAlive: true });
    client = c;
    c.on('notification', () => onNotify());
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c));
    c.connect()
      .then(() => c.query(`listen ${channel}`))
      .then(() => {
        delayMs = RECONNECT_MIN_MS;
        onNotify();
      })
      .catch((err: unknown) => lost(c, err));
  }

  connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      // end() waits for the server's goodbye; a dead server never says it.
      if (c) await Promise.race([c.end().catch(() => {}), sleep(2_000)]);
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function listenOnPglite(
  db: Database,
  channel: string,
  onNotify: () => void,
): Promise<ChannelListener> {
  const client = db.knex.client as {
    acquireConnection(): Promise<unknown>;
    releaseConnection(c: unknown): Promise<void>;
  };
  const withConnection = async <T>(use: (pglite: PgliteListening) => Promise<T>): Promise<T> => {
    const conn = (await client.acquireConnection()) as PgliteListening;
    try {
      return await use(conn);
    } finally {
      await client.releaseConnection(conn);
    }
  };
  const unlisten = await withConnection((pglite) => pglite.listen(channel, () => onNotify()));
  return {
    async close() {
      await withConnection(() => unlisten());
    },
  };
}

interface PgliteListening {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}
