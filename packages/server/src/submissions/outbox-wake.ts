import type { Knex } from 'knex';
import pg from 'pg';
import type { Database } from '../db/knex.ts';

/** The channel that tells idle outbox workers, in every instance, that jobs were queued. */
const CHANNEL = 'cabo_outbox';

/** The outboxes started in this process: each is told when jobs were queued. */
const queuedListeners = new Set<() => void>();

/**
 * Called inside the transaction that queues jobs: once it has committed (when the jobs can
 * be fetched; nothing on rollback), this process's workers wake at once and the other
 * instances' through a NOTIFY. The NOTIFY is not sent inside the transaction: PostgreSQL
 * serialises the commits of transactions that notify (one lock for the notification
 * queue), which held every submission behind the one before it (bench/README.md, faults).
 */
export function notifyOutboxWorkers(trx: Knex.Transaction): void {
  trx.executionPromise.then(
    () => {
      for (const queued of queuedListeners) queued();
    },
    () => {},
  );
}

/** Registers an outbox to be told of queued jobs; returns the way to unregister it. */
export function onJobsQueued(listener: () => void): () => void {
  queuedListeners.add(listener);
  return () => queuedListeners.delete(listener);
}

/** At most one NOTIFY per this many ms from one process, however many submissions. */
const NOTIFY_INTERVAL_MS = 50;

/**
 * Tells the other instances' workers that jobs were queued: a burst of submissions sends one
 * NOTIFY per interval (the first at once, then one at the end of each busy interval).
 * Failures go to `report`: a worker that misses one still finds the jobs at its next poll.
 */
export function coalescedNotify(db: Database, report: (err: unknown) => void): () => void {
  let timer: NodeJS.Timeout | null = null;
  let pending = false;
  const send = () => {
    db.knex.raw('select pg_notify(?, ?)', [CHANNEL, '']).then(() => {}, report);
  };
  const tick = () => {
    if (pending) {
      pending = false;
      send();
      timer = setTimeout(tick, NOTIFY_INTERVAL_MS);
    } else timer = null;
  };
  return () => {
    if (timer) {
      pending = true;
      return;
    }
    send();
    timer = setTimeout(tick, NOTIFY_INTERVAL_MS);
  };
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
