import type { Knex } from 'knex';
import type { Database } from '../db/knex.ts';
import { listenOnChannel, type ChannelListener } from '../db/listen.ts';

// Listeners per database object: two apps on two databases (tests, benchmarks) never
// invalidate each other, and a dropped database takes its listeners with it.
const listeners = new WeakMap<Database, Set<() => void>>();

/** The channel that tells every instance the catalogue visitors see has changed. */
const CHANNEL = 'cabo_catalogue';

/** Calls `cb` whenever the catalogue of `db` changes; returns the unsubscribe. */
export function onCatalogueChange(db: Database, cb: () => void): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(cb);
  return () => {
    set.delete(cb);
  };
}

/**
 * Tells every cache of this process built from `db` that its catalogue rows changed
 * (seeding, tests); a change staff publish goes through changeCatalogue instead.
 */
export function catalogueChanged(db: Database): void {
  for (const cb of [...(listeners.get(db) ?? [])]) cb();
}

/**
 * Sends the catalogue's NOTIFY in the caller's transaction (delivered at commit, never on
 * rollback), for a write whose figures visitors see outside a publish (a table request).
 */
export async function announceCatalogueChange(trx: Knex.Transaction): Promise<void> {
  await trx.raw('select pg_notify(?, ?)', [CHANNEL, '']);
}

/**
 * The one path of a change visitors see (a publish, an unpublish, an archive): `work` runs in
 * a transaction that also sends a NOTIFY, which PostgreSQL delivers to every instance's
 * listener at commit (never on rollback); this instance drops its caches as soon as the
 * commit is done, before answering.
 */
export async function changeCatalogue<T>(
  db: Database,
  work: (trx: Knex.Transaction) => Promise<T>,
): Promise<T> {
  try {
    return await db.knex.transaction(async (trx) => {
      const result = await work(trx);
      await announceCatalogueChange(trx);
      return result;
    });
  } finally {
    // Also after a failed commit: whether it went through is unknown, and a reload is cheap.
    catalogueChanged(db);
  }
}

/**
 * Drops this instance's caches whenever another instance announces a change, and after
 * each (re)connection of the listener, since what was announced while it was away has no
 * notification waiting (docs/operations.md, "Scaling out").
 */
export function listenForCatalogueChanges(
  db: Database,
  report: (err: unknown) => void,
): Promise<ChannelListener> {
  return listenOnChannel(db, CHANNEL, () => catalogueChanged(db), report);
}
