import { signWebhook, signingSecrets } from '../integrations/webhook-signing.ts';
import type { OutboxDestination } from '@cabo/contract';
import type { Knex } from 'knex';
import type PgBoss from 'pg-boss';
import type { DeliveryConfig, OutboxConfig } from '../config.ts';
import { isoTimestamp } from '../db/values.ts';
import {
  DeliveryError,
  postToTableService,
  postToWebhook,
} from '../integrations/http-destinations.ts';
import {
  letterKinds,
  loadSubmissionRecords,
  writeLetter,
  type LetterKind,
  type SubmissionRecord,
} from '../mail/letters.ts';
import { createMailer, type Mailer } from '../mail/transport.ts';
import {
  findOutboxMessages,
  markOutboxFailed,
  markOutboxSentMany,
  payloadOf,
  type OutboxMessageRow,
} from './outbox-repository.ts';
import type { ForwardPayload } from './outbox.ts';
import { knexExecutor, type PooledExecutor } from './pg-boss-db.ts';

interface DeliveryJob {
  messageId: number;
}

type Job = PgBoss.JobWithMetadata<DeliveryJob>;

export interface DeliveryWorkers {
  /** Calls for an immediate fetch (new jobs were queued). */
  wake(): void;
  /**
   * Stops fetching, lets the deliveries in flight finish and be recorded (at most
   * `stopGraceMs`), and resolves once no statement of the workers is running.
   */
  stop(): Promise<void>;
}

/**
 * The e-mail's id: its file name without SMTP, its Message-ID's local part with SMTP. Fixed
 * per outbox message, so a repeated attempt rewrites the same file rather than adding one.
 */
export function mailId(row: Pick<OutboxMessageRow, 'id' | 'created_at'>): string {
  const stamp = isoTimestamp(row.created_at)
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${stamp}-outbox-${row.id}`;
}

const isLetterKind = (kind: string): kind is LetterKind =>
  (letterKinds as readonly string[]).includes(kind);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A wait that `fire()` ends early, for every waiter at once. */
class Signal {
  #waiters = new Set<() => void>();
  fire(): void {
    for (const wake of [...this.#waiters]) wake();
  }
  wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.#waiters.add(done);
    });
  }
}

/**
 * pg-boss 10's complete of many jobs in the given transaction. Its typings offer
 * `complete(name, ids, options)`, but the code reads a third argument as the output and the
 * fourth as the options, so that form would complete outside the transaction.
 */
async function completeJobs(
  boss: PgBoss,
  queue: string,
  ids: string[],
  db: PgBoss.Db,
): Promise<void> {
  const complete = boss.complete.bind(boss) as (
    name: string,
    ids: string[],
    data: object,
    options: PgBoss.ConnectionOptions,
  ) => Promise<unknown>;
  await complete(queue, ids, {}, { db });
}

/** Time kept back from a job's lease, so its recording never races maintenance's expiry. */
const LEASE_MARGIN_MS = 15_000;
const RETRY_MIN_MS = 250;
/** How often a worker that gives way looks again at the requests in flight. */
const YIELD_CHECK_MS = 50;
const RETRY_MAX_MS = 5_000;

/**
 * One loop per configured destination. It fetches jobs in batches, as many as it has free
 * slots (`concurrency` for e-mail, `forwardConcurrency` for each forwarding), and starts
 * every fetched job at once, so no fetched job waits for a slot. Each job carries an outbox
 * message id; the worker sends it, then marks the message sent (or failed / dead) in ONE
 * transaction with the pg-boss job's complete (or fail), so a delivery is recorded exactly
 * when its job ends. Successes that finish together share that transaction (one commit for
 * many). pg-boss hands a job to one worker at a time (SKIP LOCKED), so two workers never
 * send one message; a repeat is only possible after a crash between the send and the commit
 * (or a lease that ran out), and the receiver gets the same Idempotency-Key (or the same
 * .eml file name) every time.
 *
 * A database fault never escapes: fetching backs off and polls again, recording is retried
 * until shortly before the job's lease ends (after that, maintenance gives the job back),
 * and every error goes to `report` (rate-limited by the caller). docs/architecture.md,
 * "From a form to a stored row and the outbox".
 */
export function startDeliveryWorkers(deps: {
  knex: Knex;
  boss: PgBoss;
  executor: PooledExecutor;
  config: OutboxConfig;
  delivery: DeliveryConfig;
  destinations: readonly OutboxDestination[];
  report: (err: unknown) => void;
  requestsInFlight?: () => number;
}): DeliveryWorkers {
  const { knex, boss, executor, config, delivery, destinations, report } = deps;
  const requestsInFlight = deps.requestsInFlight ?? (() => 0);
  const timeoutMs = delivery.requestTimeoutMs;
  const mailer: Mailer | null = config.mail
    ? createMailer(config.mail, timeoutMs, { connections: Math.min(delivery.concurrency, 5) })
    : null;
  let stopping = false;
  /** Past this, a stopping worker gives up waiting on the database. */
  let stopDeadline = Infinity;

  /** `record`: the e-mail's record, read with the rest of its batch. */
  async function send(row: OutboxMessageRow, record: SubmissionRecord | undefined): Promise<void> {
    const key = `${row.kind}/${row.record_table}/${row.submission_id}`;
    if (row.destination === 'automation_webhook' && config.automationWebhookUrl) {
      const { body } = payloadOf<ForwardPayload>(row);
      const secrets = await signingSecrets(knex, config.settingsKey, new Date());
      // The envelope's id, the same on every retry (docs/integrations.md).
      const id = 'id' in body && typeof body.id === 'string' ? body.id : key;
      await postToWebhook(config.automationWebhookUrl, body, key, timeoutMs, (text) => {
        const timestamp = Math.floor(Date.now() / 1000);
        const headers: Record<string, string> = {
          'webhook-id': id,
          'webhook-timestamp': String(timestamp),
        };
        if (secrets.length > 0) {
          headers['webhook-signature'] = signWebhook(secrets, id, timestamp, text);
        }
        return headers;
      });
      return;
    }
    if (row.destination === 'table_service' && config.tableService) {
      const payload = payloadOf<ForwardPayload>(row);
      if (!('table' in payload)) throw new DeliveryError('Not a table service record');
      await postToTableService(config.tableService, payload.table, payload.body, key, timeoutMs);
      return;
    }
    if (row.destination === 'email' && mailer && config.mail && isLetterKind(row.kind)) {
      if (!record) throw new DeliveryError(`${row.record_table} ${row.record_id} no longer exists`);
      const letter = writeLetter(
        row.kind,
        record,
        config.mail,
        payloadOf<Record<string, unknown>>(row),
      );
      await mailer.send(letter, mailId(row));
      return;
    }
    throw new DeliveryError(`No way to deliver ${row.kind} to ${row.destination}`);
  }

  /**
   * Runs `work` until it succeeds, retrying with backoff while the database is away, up to
   * `deadline` (or the stop's). False when it gave up.
   */
  async function persist(work: () => Promise<void>, deadline: number): Promise<boolean> {
    let waitMs = RETRY_MIN_MS;
    for (;;) {
      try {
        await work();
        return true;
      } catch (err) {
        report(err);
        if (Date.now() + waitMs > Math.min(deadline, stopDeadline)) return false;
        await sleep(waitMs);
        waitMs = Math.min(waitMs * 2, RETRY_MAX_MS);
      }
    }
  }

  /** The guide request's status follows its guide e-mail: sent, or failed when it is dead. */
  async function updateGuideStatus(
    trx: Knex.Transaction,
    rows: OutboxMessageRow[],
    status: 'sent' | 'failed',
  ): Promise<void> {
    const ids = rows
      .filter((row) => row.destination === 'email' && row.kind === 'guide')
      .map((row) => row.record_id);
    if (ids.length === 0) return;
    await trx('guide_submissions').whereIn('id', ids).update({ status, updated_at: trx.fn.now() });
  }

  const recordKey = (row: OutboxMessageRow) => `${row.record_table}/${row.record_id}`;

  /** The records a batch's e-mails are about: a query per table rather than per e-mail. */
  async function loadRecords(rows: OutboxMessageRow[]): Promise<Map<string, SubmissionRecord>> {
    const byTable = new Map<string, number[]>();
    for (const row of rows) {
      if (row.destination !== 'email' || row.state === 'sent') continue;
      byTable.set(row.record_table, [...(byTable.get(row.record_table) ?? []), row.record_id]);
    }
    const records = new Map<string, SubmissionRecord>();
    for (const [table, ids] of byTable) {
      for (const [id, record] of await loadSubmissionRecords(knex, table, [...new Set(ids)])) {
        records.set(`${table}/${id}`, record);
      }
    }
    return records;
  }

  function startQueue(destination: OutboxDestination) {
    const queue = `outbox.${destination}`;
    const limit = destination === 'email' ? delivery.concurrency : delivery.forwardConcurrency;
    // Fetch again once half the slots are free: batches of at least that many per query.
    const batchMin = Math.ceil(limit / 2);
    const running = new Set<Promise<void>>();
    const slotFreed = new Signal();
    const work = new Signal();
    let notified = false;

    /** Finished attempts waiting for their shared transaction. */
    let pending: Array<{ job: Job; row: OutboxMessageRow | null; deadline: number }> = [];
    let recording: Promise<void> | null = null;

    async function record(batch: typeof pending): Promise<void> {
      const owed = batch.flatMap((entry) => (entry.row ? [entry] : []));
      await persist(
        () =>
          knex.transaction(async (trx) => {
            const marked = new Set(
              await markOutboxSentMany(
                trx,
                owed.map(({ row, job }) => ({ ...row!, maxAttempts: job.retryLimit + 1 })),
              ),
            );
            await updateGuideStatus(
              trx,
              owed.flatMap(({ row }) => (marked.has(row!.id) ? [row!] : [])),
              'sent',
            );
            await completeJobs(
              boss,
              queue,
              batch.map((entry) => entry.job.id),
              knexExecutor(trx),
            );
          }),
        Math.min(...batch.map((entry) => entry.deadline)),
      );
    }

    /** Records finished attempts: one transaction at a time, each taking all that waits. */
    function recordSent(job: Job, row: OutboxMessageRow | null, deadline: number): Promise<void> {
      pending.push({ job, row, deadline });
      recording ??= (async () => {
        try {
          while (pending.length > 0) {
            const batch = pending;
            pending = [];
            await record(batch);
          }
        } finally {
          recording = null;
        }
      })();
      return recording;
    }

    async function recordFailure(
      job: Job,
      row: OutboxMessageRow,
      err: unknown,
      deadline: number,
    ): Promise<void> {
      const error = err instanceof Error ? err.message : String(err);
      if (!(err instanceof DeliveryError)) report(err);
      const dead = job.retryCount >= job.retryLimit;
      await persist(
        () =>
          knex.transaction(async (trx) => {
            const db = knexExecutor(trx);
            await boss.fail(queue, job.id, { message: error }, { db });
            const next = dead
              ? null
              : await boss.getJobById<DeliveryJob>(queue, job.id, { db, includeArchive: false });
            await markOutboxFailed(trx, row, {
              error,
              dead,
              maxAttempts: job.retryLimit + 1,
              nextAttemptAt: next?.startAfter ?? null,
            });
            if (dead) await updateGuideStatus(trx, [row], 'failed');
          }),
        deadline,
      );
    }

    async function deliver(
      job: Job,
      row: OutboxMessageRow | undefined,
      record: SubmissionRecord | undefined,
    ): Promise<void> {
      const deadline = Date.now() + Number(job.expireInSeconds) * 1000 - LEASE_MARGIN_MS;
      // Nothing owed: already delivered, or the admin's retry gave the message a newer job.
      if (!row || row.state === 'sent' || row.job_id !== job.id) {
        await recordSent(job, null, deadline);
        return;
      }
      try {
        await send(row, record);
      } catch (err) {
        await recordFailure(job, row, err, deadline);
        return;
      }
      await recordSent(job, row, deadline);
    }

    function start(
      job: Job,
      row: OutboxMessageRow | undefined,
      record: SubmissionRecord | undefined,
    ): void {
      const delivering: Promise<void> = deliver(job, row, record)
        .catch(report)
        .finally(() => {
          running.delete(delivering);
          slotFreed.fire();
        });
      running.add(delivering);
    }

    /**
     * Gives fetched jobs back untouched, as if never fetched: the fetch counted a retry of a
     * job that had run before. pg-boss 10 has no call for this, so it is its job table's
     * update (docs/architecture.md, "From a form to a stored row and the outbox").
     */
    async function handBack(jobs: Job[]): Promise<void> {
      if (jobs.length === 0) return;
      await persist(
        () =>
          knex
            .raw(
              `update pgboss.job set
                state = (case when retry_count = 0 then 'created' else 'retry' end)::pgboss.job_state,
                started_on = case when retry_count = 0 then null else started_on end,
                retry_count = greatest(retry_count - 1, 0)
              where name = ? and id = any(?::uuid[]) and state = 'active'`,
              [queue, jobs.map((job) => job.id)],
            )
            .then(() => undefined),
        Date.now() + 60_000,
      );
    }

    /** pg-boss's fetch, whose own errors it swallows: this executor sees them first. */
    async function fetch(count: number): Promise<Job[]> {
      let failure: unknown = null;
      const db: PgBoss.Db = {
        executeSql: (text, values) =>
          executor.executeSql(text, values).catch((err: unknown) => {
            failure = err;
            throw err;
          }),
      };
      const jobs = await boss.fetch<DeliveryJob>(queue, {
        batchSize: count,
        includeMetadata: true,
        db,
      });
      if (failure) throw failure;
      return jobs;
    }

    /**
     * Deliveries give way to requests: while more than `yieldRequests` are in flight (a burst
     * of visitors), a batch is fetched only every `yieldMaxMs`, so taking the burst in comes
     * first and its e-mails follow within seconds (the CPU and the database connections go to
     * the visitors waiting for an answer, not to mail nobody waits on yet).
     */
    async function giveWay(): Promise<void> {
      if (delivery.yieldRequests <= 0) return;
      const until = lastFetch + delivery.yieldMaxMs;
      while (!stopping && requestsInFlight() > delivery.yieldRequests && Date.now() < until) {
        await sleep(YIELD_CHECK_MS);
      }
    }
    let lastFetch = 0;

    async function loop(): Promise<void> {
      const pollMs = delivery.pollingIntervalSeconds * 1000;
      let backoffMs = RETRY_MIN_MS;
      while (!stopping) {
        if (limit - running.size < batchMin) {
          await slotFreed.wait(pollMs);
          continue;
        }
        await giveWay();
        if (stopping) break;
        lastFetch = Date.now();
        notified = false;
        const free = limit - running.size;
        let jobs: Job[];
        let rows: Map<number, OutboxMessageRow>;
        let records: Map<string, SubmissionRecord>;
        try {
          jobs = await fetch(free);
          try {
            rows = await findOutboxMessages(
              knex,
              jobs.map((job) => job.data.messageId),
            );
            records = await loadRecords([...rows.values()]);
          } catch (err) {
            await handBack(jobs);
            throw err;
          }
          backoffMs = RETRY_MIN_MS;
        } catch (err) {
          report(err);
          // The database is away: poll again, sooner than the poll interval at first.
          await work.wait(Math.min(backoffMs, pollMs));
          backoffMs = Math.min(backoffMs * 2, RETRY_MAX_MS);
          continue;
        }
        if (stopping) {
          await handBack(jobs);
          break;
        }
        for (const job of jobs) {
          const row = rows.get(job.data.messageId);
          start(job, row, row && records.get(recordKey(row)));
        }
        // Fewer than asked for: the queue is empty for now, wait for new work or the poll.
        if (jobs.length < free && !notified) await work.wait(pollMs);
      }
    }

    const looping = loop().catch(report);
    return {
      wake() {
        notified = true;
        work.fire();
      },
      async stop(): Promise<void> {
        work.fire();
        slotFreed.fire();
        await looping;
        await Promise.race([
          Promise.allSettled([...running]),
          sleep(Math.max(0, stopDeadline - Date.now())),
        ]);
        if (recording) await recording;
      },
    };
  }

  const queues = destinations.map(startQueue);

  return {
    wake() {
      for (const queue of queues) queue.wake();
    },
    async stop() {
      stopping = true;
      stopDeadline = Date.now() + delivery.stopGraceMs;
      await Promise.all(queues.map((queue) => queue.stop()));
      mailer?.close();
    },
  };
}
