import type { Knex } from 'knex';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { silentLogger, type Logger } from '../logging/logger.ts';
import { createLogThrottle } from '../logging/throttle.ts';
import { processImage } from './processing.ts';
import {
  claimProcessing,
  markAttemptFailed,
  markReady,
  originalKey,
  variantKey,
  type MediaRow,
} from './repository.ts';
import { isStorageUnavailable, readWhole, type MediaStorage } from './storage.ts';

export interface MediaWorkerOptions {
  knex: Knex;
  storage: MediaStorage;
  logger?: Logger;
  /** Pictures this instance processes at once. */
  concurrency?: number;
  /** How often an idle worker looks for pictures another instance (or a restart) left. */
  pollSeconds?: number;
  /** How long a claimed picture stays this worker's before another may take it. */
  leaseSeconds?: number;
  /** Attempts before a picture is marked failed. */
  maxAttempts?: number;
}

export interface MediaWorker {
  /** Looks for work now (an upload of this instance just committed). */
  wake(): void;
  /** Stops claiming, waits for the pictures in progress. */
  stop(): Promise<void>;
  /** Resolves once nothing is queued or in progress (tests). */
  idle(): Promise<void>;
}

/** The uploads' processing never waits for a worker: without one, rows stay `processing`. */
export const noMediaWorker: MediaWorker = {
  wake() {},
  async stop() {},
  async idle() {},
};

/**
 * Processes uploaded pictures off the request path. The `media_assets` row is the job: an
 * upload commits a `processing` row, and workers claim such rows (SKIP LOCKED, with a lease),
 * make the variants, store them, and mark the row `ready`. Nothing lives only in memory, so
 * a restart, a crash or another instance picks up what was left.
 */
export function startMediaWorker({
  knex,
  storage,
  logger = silentLogger,
  concurrency = 1,
  pollSeconds = 5,
  leaseSeconds = 300,
  maxAttempts = 3,
}: MediaWorkerOptions): MediaWorker {
  const log = logger.child({ component: 'media' });
  const throttled = createLogThrottle(log, 10_000);
  let running = 0;
  let stopped = false;
  let wanted = false;
  const inFlight = new Set<Promise<void>>();
  let idleWaiters: Array<() => void> = [];
  let backoffMs = 0;

  async function processRow(row: MediaRow): Promise<void> {
    const started = Date.now();
    try {
      const original = await storage.get(originalKey(row.id));
      if (!original) throw new Error('The original file is missing from storage');
      const result = await processImage(await readWhole(original));
      for (const v of result.variants) {
        await storage.put(variantKey(row.id, v.width, v.format), v.bytes, v.contentType);
      }
      await markReady(knex, row.id, {
        width: result.width,
        height: result.height,
        variants: result.variants.map(({ width, height, format }) => ({ width, height, format })),
        placeholder: result.placeholder,
      });
      log.info({ mediaId: row.id, ms: Date.now() - started }, 'media ready');
    } catch (err) {
      // A storage or database away is no fault of the picture: it waits, however long.
      const transient = isStorageUnavailable(err) || isDatabaseUnavailable(err);
      const last = !transient && row.attempts >= maxAttempts;
      const message = err instanceof Error ? err.message : String(err);
      log.warn(
        { mediaId: row.id, attempt: row.attempts, transient, err },
        'media processing failed',
      );
      try {
        await markAttemptFailed(
          knex,
          row.id,
          message,
          last ? null : 30 * Math.min(row.attempts, 10),
        );
      } catch (markErr) {
        // The lease runs out and the picture is taken again.
        throttled('warn', 'media:mark', { err: markErr }, 'media: could not record a failure');
      }
    }
  }

  async function claimNext(): Promise<MediaRow | null> {
    try {
      const row = await claimProcessing(knex, leaseSeconds);
      backoffMs = 0;
      return row;
    } catch (err) {
      backoffMs = Math.min(backoffMs ? backoffMs * 2 : 1000, 30_000);
      const reason = isDatabaseUnavailable(err) ? 'database unavailable' : 'claim failed';
      throttled('warn', `media:claim:${reason}`, { err }, `media: ${reason}, retrying`);
      return null;
    }
  }

  function settleIdle(): void {
    if (running === 0 && !wanted) {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  }

  // Fills the free slots with claimed pictures; called on wake, on a poll and after each job.
  function pump(): void {
    if (stopped) return;
    wanted = true;
    while (running < concurrency && wanted) {
      running += 1;
      wanted = false;
      const job = (async () => {
        const row = await claimNext();
        if (row) {
          await processRow(row);
          wanted = true;
        }
      })().finally(() => {
        running -= 1;
        inFlight.delete(job);
        if (wanted && !stopped) {
          if (backoffMs) setTimeout(pump, backoffMs).unref();
          else pump();
        }
        settleIdle();
      });
      inFlight.add(job);
    }
    settleIdle();
  }

  const poll = setInterval(pump, pollSeconds * 1000);
  poll.unref();
  pump();

  return {
    wake: pump,
    async stop() {
      stopped = true;
      clearInterval(poll);
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    idle() {
      if (running === 0 && !wanted) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
}
