import type { Database } from '../db/knex.ts';

// Listeners per database object: two apps on two databases (tests, benchmarks) never
// invalidate each other, and a dropped database takes its listeners with it.
const listeners = new WeakMap<Database, Set<() => void>>();

/** Calls `cb` whenever the catalogue of `db` changes; returns the unsubscribe. */
export function onCatalogueChange(db: Database, cb: () => void): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(cb);
  return () => {
    set.delete(cb);
  };
}

/** Tells every cache built from `db` that its catalogue rows changed (seeding, admin edits). */
export function catalogueChanged(db: Database): void {
  for (const cb of [...(listeners.get(db) ?? [])]) cb();
}
