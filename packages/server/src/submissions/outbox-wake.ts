import type { Knex } from 'knex';
import type { Database } from '../db/knex.ts';
import { listenOnChannel, type ChannelListener } from '../db/listen.ts';

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

/**
 * Calls `onWork` for every notification on the outbox's channel, and after (re)connecting
 * (what was queued while it was away has no notification waiting); see listenOnChannel.
 */
export function listenForOutboxWork(
  db: Database,
  onWork: () => void,
  report: (err: unknown) => void,
): Promise<ChannelListener> {
  return listenOnChannel(db, CHANNEL, onWork, report);
}
