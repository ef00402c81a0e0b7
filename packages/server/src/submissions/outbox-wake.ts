import type { Knex } from 'knex';
import pg from 'pg';
import type { Database } from '../db/knex.ts';

/** The channel that tells idle outbox workers, in every instance, that jobs were queued. */
const CHANNEL = 'cabo_outbox';

/**
 * Sent inside the transaction that queues jobs: PostgreSQL delivers it only at commit (when
 * the jobs can be fetched) and drops it on rollback. Identical ones in one transaction fold
 * into one.
 */
export async function notifyOutboxWorkers(trx: Knex.Transaction): Promise<void> {
  await trx.raw('select pg_notify(?, ?)', [CHANNEL, '']);
}

/** How knex reaches a PostgreSQL database, for a connection or pool of the outbox's own. */
export function connectionSettings(db: Database): pg.ClientConfig {
  const connection = (db.knex.client as { config: Knex.Config }).config.connection;
  return typeof connection === 'string'
    ? { connectionString: connection }
    : { ...(connection as pg.ClientConfig) };
}

export interface OutboxListener {
  close(): Promise<void>;
}

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;

/**
 * Calls `onWork` for every notification, and after (re)connecting (what was queued while it
 * was away has no notification waiting). On PostgreSQL: a connection of its own, outside
 * knex's pool, that reconnects with backoff whenever it is lost; errors go to `report`,
 * never to an unhandled 'error' event. On PGlite: PGlite's own listener, on knex's single
 * connection while knex holds it (so the LISTEN never joins an application transaction).
 */
export async function listenForOutboxWork(
  db: Database,
  onWork: () => void,
  report: (err: unknown) => void,
): Promise<OutboxListener> {
  if (db.kind === 'pglite') return listenOnPglite(db, onWork);
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
    c.on('notification', () => onWork());
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c));
    c.connect()
      .then(() => c.query(`listen ${CHANNEL}`))
      .then(() => {
        delayMs = RECONNECT_MIN_MS;
        onWork();
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

async function listenOnPglite(db: Database, onWork: () => void): Promise<OutboxListener> {
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
  const unlisten = await withConnection((pglite) => pglite.listen(CHANNEL, () => onWork()));
  return {
    async close() {
      await withConnection(() => unlisten());
    },
  };
}

interface PgliteListening {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}
