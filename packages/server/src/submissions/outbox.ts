import { randomInt, randomUUID } from 'node:crypto';
import {
  WEBHOOK_ENVELOPE_VERSION,
  outboxDestinations,
  type OutboxDestination,
  type WebhookEnvelope,
  type WebhookEventType,
} from '@cabo/contract';
import knexFactory, { type Knex } from 'knex';
import PgBoss from 'pg-boss';
import { DEFAULT_DELIVERY, type DeliveryConfig, type OutboxConfig } from '../config.ts';
import { knexLog, type Database } from '../db/knex.ts';
import { lettersFor } from '../mail/letters.ts';
import { together, writeTogether } from '../db/together.ts';
import { type NewOutboxMessage } from './outbox-repository.ts';
import { connectionSettings, type ChannelListener } from '../db/listen.ts';
import {
  coalescedNotify,
  listenForOutboxWork,
  notifyOutboxWorkers,
  onJobsQueued,
} from './outbox-wake.ts';
import { startDeliveryWorkers, type DeliveryWorkers } from './outbox-worker.ts';
import { poolExecutor } from './pg-boss-db.ts';
import { silentLogger, type Logger } from '../logging/logger.ts';
import { createLogThrottle, errorKey } from '../logging/throttle.ts';
import { withStoredSettings } from '../integrations/service.ts';
import { INTEGRATION_SETTINGS_CHANNEL } from '../integrations/settings-store.ts';
import { listenOnChannel } from '../db/listen.ts';

export type { OutboxDestination };

/** The destinations whose settings are present: only these have a worker. */
export function configuredDestinations(config: OutboxConfig | null): OutboxDestination[] {
  if (!config) return [];
  const destinations: OutboxDestination[] = [];
  if (config.automationWebhookUrl) destinations.push('automation_webhook');
  if (config.tableService) destinations.push('table_service');
  if (config.mail) destinations.push('email');
  return destinations;
}

/** The pg-boss queue a destination's jobs wait in. */
const OUTBOX_QUEUE_PREFIX = 'outbox.';
export const outboxQueue = (destination: OutboxDestination) =>
  `${OUTBOX_QUEUE_PREFIX}${destination}`;

/** What a stored submission asks the outbox to deliver. */
export interface OutboxMessage {
  /** e.g. 'lead.created' */
  topic: WebhookEventType;
  recordTable: string;
  recordId: number;
  submissionId: string;
  /** Table of the table service the record belongs in (one per kind of form). */
  table: 'guide_requests' | 'contact_form' | 'booking_requests';
  /** The submitted values plus formName and submissionId, as the table service gets them. */
  fields: Record<string, unknown>;
  /** The stored record, as the automation webhook gets it. */
  record: Record<string, unknown>;
}

/** What a forwarding sends, kept on its outbox row: the body in that service's shape. */
export type ForwardPayload =
  | { body: WebhookEnvelope }
  | {
      table: OutboxMessage['table'];
      body: { records: Array<{ fields: Record<string, unknown> }> };
    };

/** A stored record without its database bookkeeping: what the table service stores as fields. */
export function tableFields(record: {
  id: number;
  createdAt: string;
  updatedAt: string;
}): Record<string, unknown> {
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = record;
  return fields;
}

const RANDOM_ID_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * The table service's randomId: a second, short random key of the record (10 lower-case
 * letters and digits) beside the 21-character submissionId, as the spec's records carry it.
 * Drawn once when the record is queued and kept on the outbox row, so a retried delivery
 * sends the same value (docs/admin.md).
 */
export function tableRandomId(): string {
  let id = '';
  for (let i = 0; i < 10; i++) id += RANDOM_ID_ALPHABET[randomInt(RANDOM_ID_ALPHABET.length)];
  return id;
}

/** 'yyyy-MM-dd HH:mm:ss' in UTC, the table service's submissionDate. */
function submissionDate(at: Date): string {
  return at.toISOString().slice(0, 19).replace('T', ' ');
}

export function forwardPayload(
  destination: 'automation_webhook' | 'table_service',
  message: OutboxMessage,
  at: Date,
): ForwardPayload {
  return destination === 'table_service'
    ? {
        table: message.table,
        body: {
          records: [
            {
              fields: {
                ...message.fields,
                submissionDate: submissionDate(at),
                randomId: tableRandomId(),
              },
            },
          ],
        },
      }
    : { body: webhookEnvelope(message.topic, message.record, at) };
}

/**
 * The webhook's envelope (docs/integrations.md): its id is drawn once, when the event is
 * queued, so every retry carries the same `webhook-id` and a receiver can drop repeats.
 */
export function webhookEnvelope(
  type: WebhookEventType,
  data: Record<string, unknown>,
  at: Date,
): WebhookEnvelope {
  return {
    id: `msg_${randomUUID().replaceAll('-', '')}`,
    type,
    version: WEBHOOK_ENVELOPE_VERSION,
    timestamp: at.toISOString(),
    data,
  };
}

/**
 * Outbox rows and their pg-boss jobs in ONE statement. `messages` is a data-modifying
 * statement over outbox_messages returning `id, job_id, destination` (new rows, or a dead row
 * given a new job); each row gets the job `job_id` in its destination's queue, carrying the
 * row's id, with the queue's retry policy as pg-boss's own insert sets it (startOutbox sets
 * the policy from the configuration). `alongside`: other writes of the caller's transaction
 * sent in the same statement (the submission's receipt, say): the statements of a
 * submission's transaction are most of what a burst of leads costs, each a round trip.
 * A destination whose queue does not exist yet (the outbox never started on this database)
 * fails the statement, and with it the transaction. Returns the rows' ids by job id.
 */
async function writeWithJobs(
  trx: Knex.Transaction,
  messages: { sql: string; bindings: readonly Knex.RawBinding[] },
  alongside: readonly Knex.QueryBuilder[] = [],
): Promise<Map<string, number>> {
  const before = together(alongside);
  const { rows } = (await trx.raw(
    `${before.sql ? `${before.sql},` : 'with'}
    messages as (${messages.sql}),
    jobs as (
      insert into pgboss.job (id, name, data, retry_limit, retry_delay, retry_backoff,
        expire_in, keep_until, dead_letter, policy)
      select m.job_id, q.name, jsonb_build_object('messageId', m.id), q.retry_limit,
        case when q.retry_backoff then greatest(q.retry_delay, 1) else q.retry_delay end,
        q.retry_backoff, q.expire_seconds * interval '1 second',
        now() + q.retention_minutes * interval '1 minute', q.dead_letter, q.policy
      from messages m join pgboss.queue q on q.name = ? || m.destination
      returning id
    )
    select m.id, m.job_id, (select count(*) from jobs)::int as jobs from messages m`,
    [...before.bindings, ...messages.bindings, OUTBOX_QUEUE_PREFIX],
  )) as { rows: Array<{ id: number; job_id: string; jobs: number }> };
  if (rows.length > 0 && rows[0]!.jobs !== rows.length) {
    throw new Error('An outbox queue is missing: start the outbox on this database');
  }
  return new Map(rows.map((row) => [row.job_id, row.id]));
}

async function queueDelivery(
  trx: Knex.Transaction,
  message: Omit<NewOutboxMessage, 'jobId'>,
): Promise<number> {
  return (await queueDeliveries(trx, [message]))[0]!;
}

/** New deliveries (and the `alongside` writes) in one statement; their ids in the order given. */
async function queueDeliveries(
  trx: Knex.Transaction,
  messages: ReadonlyArray<Omit<NewOutboxMessage, 'jobId'>>,
  alongside: readonly Knex.QueryBuilder[] = [],
): Promise<number[]> {
  if (messages.length === 0) {
    await writeTogether(trx, alongside);
    return [];
  }
  const rows = messages.map((message) => ({
    destination: message.destination,
    kind: message.kind,
    record_table: message.recordTable,
    record_id: message.recordId,
    submission_id: message.submissionId,
    payload: message.payload,
    job_id: randomUUID(),
  }));
  const ids = await writeWithJobs(
    trx,
    {
      sql: `insert into outbox_messages
          (destination, kind, record_table, record_id, submission_id, payload, job_id)
        select destination, kind, record_table, record_id, submission_id, payload, job_id
        from json_to_recordset(?::json) as m (destination text, kind text, record_table text,
          record_id integer, submission_id text, payload jsonb, job_id uuid)
        returning id, job_id, destination`,
      bindings: [JSON.stringify(rows)],
    },
    alongside,
  );
  return rows.map((row) => ids.get(row.job_id)!);
}

/** A stored submission's deliveries: what it owes, and when it was stored. */
export interface QueuedSubmission {
  message: OutboxMessage;
  at: Date;
}

/**
 * Everything stored submissions owe, written inside their transaction whether or not a
 * destination is configured yet: for each, a forwarding to the webhook and to the table
 * service, and its e-mail (lettersFor). A destination configured later finds its jobs
 * waiting. Several submissions (stored in one transaction) share the one statement.
 */
export async function queueSubmissionDeliveries(
  trx: Knex.Transaction,
  submissions: readonly QueuedSubmission[],
  alongside: readonly Knex.QueryBuilder[] = [],
): Promise<void> {
  const messages = submissions.flatMap(({ message, at }) => {
    const about = {
      recordTable: message.recordTable,
      recordId: message.recordId,
      submissionId: message.submissionId,
    };
    return [
      ...(['automation_webhook', 'table_service'] as const).map((destination) => ({
        ...about,
        destination,
        kind: message.topic,
        payload: forwardPayload(destination, message, at),
      })),
      ...lettersFor(message.recordTable).map((kind) => ({
        ...about,
        destination: 'email' as const,
        kind,
        payload: {},
      })),
    ];
  });
  await queueDeliveries(trx, messages, alongside);
  if (messages.length > 0) notifyOutboxWorkers(trx);
}

/**
 * The admin's "Resend" of a guide: queues the guide e-mail again inside `trx` and sets the
 * request back to 'pending' (the worker sets 'sent' when it has gone). Returns the new
 * outbox message's id, or null when there is no such guide request. Needs a started outbox
 * (its queues) in this database, as `npm start` always has.
 */
export async function queueGuideResend(
  trx: Knex.Transaction,
  guideSubmissionId: number,
): Promise<number | null> {
  const guide = (await trx('guide_submissions')
    .where({ id: guideSubmissionId })
    .forUpdate()
    .first('id', 'submission_id')) as { id: number; submission_id: string } | undefined;
  if (!guide) return null;
  await trx('guide_submissions')
    .where({ id: guide.id })
    .update({ status: 'pending', updated_at: trx.fn.now() });
  const id = await queueDelivery(trx, {
    destination: 'email',
    kind: 'guide',
    recordTable: 'guide_submissions',
    recordId: guide.id,
    submissionId: guide.submission_id,
    payload: { resend: true },
  });
  notifyOutboxWorkers(trx);
  return id;
}

/**
 * The admin's retry of a dead delivery: back to waiting on a new job, which gets the full
 * set of attempts again. 'not_dead' for one that is waiting, retrying or sent.
 */
export async function retryDeadDelivery(
  trx: Knex.Transaction,
  id: number,
): Promise<'retried' | 'not_found' | 'not_dead'> {
  const row = (await trx('outbox_messages')
    .where({ id })
    .forUpdate()
    .first('destination', 'state', 'kind', 'record_table', 'record_id')) as
    | {
        destination: OutboxDestination;
        state: string;
        kind: string;
        record_table: string;
        record_id: number;
      }
    | undefined;
  if (!row) return 'not_found';
  if (row.state !== 'dead') return 'not_dead';
  await writeWithJobs(trx, {
    sql: `update outbox_messages set state = 'waiting', job_id = ?, next_attempt_at = null,
        updated_at = now()
      where id = ? and state = 'dead'
      returning id, job_id, destination`,
    bindings: [randomUUID(), id],
  });
  notifyOutboxWorkers(trx);
  if (row.kind === 'guide' && row.record_table === 'guide_submissions') {
    await trx('guide_submissions')
      .where({ id: row.record_id })
      .update({ status: 'pending', updated_at: trx.fn.now() });
  }
  return 'retried';
}

/** A webhook event that is not a new submission's: a status change. */
export interface QueuedEvent {
  type: WebhookEventType;
  recordTable: string;
  recordId: number;
  submissionId: string;
  data: Record<string, unknown>;
  at: Date;
}

/** Queues webhook events inside `trx`, committed with the change they tell of. */
export async function queueEvents(
  trx: Knex.Transaction,
  events: readonly QueuedEvent[],
): Promise<void> {
  await queueDeliveries(
    trx,
    events.map((event) => ({
      destination: 'automation_webhook' as const,
      kind: event.type,
      recordTable: event.recordTable,
      recordId: event.recordId,
      submissionId: event.submissionId,
      payload: { body: webhookEnvelope(event.type, event.data, event.at) },
    })),
  );
  if (events.length > 0) notifyOutboxWorkers(trx);
}

/**
 * An e-mail that is not a submission's: a status change, an account's confirmation, a reply
 * staff wrote from a record, a staff member's morning digest.
 */
export interface QueuedLetter {
  kind: 'status_change' | 'account_confirmation' | 'staff_reply' | 'task_digest';
  recordTable: 'leads' | 'bookings' | 'users';
  recordId: number;
  /** The record's submissionId (a user's: `user-<id>`), for the delivery's key. */
  submissionId: string;
  /** What the letter says beyond its record (the new status, staff's message). */
  payload: Record<string, unknown>;
}

/** Queues letters inside `trx`: each is one delivery, sent once, committed with the change. */
export async function queueLetters(
  trx: Knex.Transaction,
  letters: readonly QueuedLetter[],
): Promise<void> {
  await queueDeliveries(
    trx,
    letters.map((letter) => ({ ...letter, destination: 'email' as const })),
  );
  if (letters.length > 0) notifyOutboxWorkers(trx);
}

export interface Outbox {
  /** The environment's settings it was started with; null for `noOutbox`. */
  readonly config: OutboxConfig | null;
  /**
   * The destinations with settings now, the environment's or those stored from the admin
   * (each has a worker when the outbox works).
   */
  readonly destinations: readonly OutboxDestination[];
  /**
   * Reads the stored settings again and, when they changed, restarts the workers with them
   * (after their deliveries in flight). Every instance does it on the settings' NOTIFY.
   */
  reconfigure(): Promise<void>;
  /**
   * Queues stored submissions' deliveries inside `trx`: they commit or roll back with it.
   * `alongside`: the transaction's other writes, sent in the same statement.
   */
  enqueue(
    trx: Knex.Transaction,
    submissions: readonly QueuedSubmission[],
    alongside?: readonly Knex.QueryBuilder[],
  ): Promise<void>;
  /** Queues e-mails that are not a submission's (QueuedLetter) inside `trx`. */
  queueLetters(trx: Knex.Transaction, letters: readonly QueuedLetter[]): Promise<void>;
  /** Queues webhook events that are not a submission's (QueuedEvent) inside `trx`. */
  queueEvents(trx: Knex.Transaction, events: readonly QueuedEvent[]): Promise<void>;
  stop(): Promise<void>;
}

/** No outbox at all (tests that store submissions without caring where they go). */
export const noOutbox: Outbox = {
  config: null,
  destinations: [],
  reconfigure: async () => {},
  enqueue: (trx, _submissions, alongside = []) => writeTogether(trx, alongside),
  queueLetters: async () => {},
  queueEvents: async () => {},
  stop: async () => {},
};

/**
 * A queued delivery never expires while it waits (for its destination to be configured, or
 * for the next attempt): pg-boss would archive a job still waiting past its retention. Fifty
 * years; pg-boss turns it into seconds in a 32-bit integer, which caps it near 68.
 */
const WAIT_FOREVER_MINUTES = 50 * 365 * 24 * 60;

/**
 * The outbox on pg-boss 10 in the application database (schema `pgboss`): one queue per
 * destination with the retry policy (exponential backoff with jitter: pg-boss waits
 * between delay·2^(n-1) and delay·2^n seconds before retry n), pg-boss's maintenance
 * running (a job whose worker died is failed by timeout and retried), and, with
 * `work`, the delivery workers of the configured destinations, woken by a notification
 * when jobs are queued (outbox-wake.ts). Creating pg-boss's schema takes a few seconds on
 * PGlite, once per database. Errors after the start (the database going away, say) go to
 * the logger, each kind at most once per 10 s, and never stop the process.
 */
export async function startOutbox(
  db: Database,
  config: OutboxConfig,
  options: {
    work?: boolean;
    logger?: Logger;
    /** Requests the server is answering now: the workers give way to a burst of them. */
    requestsInFlight?: () => number;
  } = {},
): Promise<Outbox> {
  const throttled = createLogThrottle(options.logger ?? silentLogger, 10_000);
  const report = (err: unknown) =>
    throttled('error', errorKey(err), { err, component: 'outbox' }, 'outbox: delivery failed');
  const delivery: DeliveryConfig = { ...DEFAULT_DELIVERY, ...config.delivery };
  // Working on PostgreSQL, the outbox has a small pool of its own: sharing the app's, a
  // burst of submissions held every connection and the e-mails they owed waited behind them.
  const own: Database | null =
    options.work && db.kind === 'postgres'
      ? {
          kind: 'postgres',
          knex: knexFactory({
            client: 'pg',
            connection: connectionSettings(db) as Knex.PgConnectionConfig,
            pool: { min: 0, max: 5 },
            log: knexLog(options.logger ?? silentLogger),
          }),
        }
      : null;
  const workDb = own ?? db;
  const executor = poolExecutor(workDb);
  const boss = new PgBoss({
    db: executor,
    migrate: true,
    supervise: true,
    maintenanceIntervalSeconds: delivery.maintenanceIntervalSeconds,
    schedule: false,
  });
  boss.on('error', report);
  await boss.start();
  const queuePolicy = {
    retryLimit: delivery.retryLimit,
    retryDelay: delivery.retryDelaySeconds,
    retryBackoff: true,
    // The lease of one attempt: past it, maintenance counts the attempt as failed.
    expireInSeconds: Math.ceil((4 * delivery.requestTimeoutMs) / 1000) + 60,
    retentionMinutes: WAIT_FOREVER_MINUTES,
  };
  for (const destination of outboxDestinations) {
    const name = outboxQueue(destination);
    await boss.createQueue(name, { name, ...queuePolicy });
    // An existing queue keeps its first policy unless told: the settings of this start win.
    await boss.updateQueue(name, { name, ...queuePolicy });
  }
  // Settings stored from the admin win over the environment's (docs/admin.md), from the
  // start and, through their NOTIFY, as soon as an admin saves them on any instance.
  let running = await withStoredSettings(db.knex, config);
  let destinations = configuredDestinations(running);
  let workers: DeliveryWorkers | null = null;
  const startWorkers = () => {
    workers =
      options.work && destinations.length > 0
        ? startDeliveryWorkers({
            knex: workDb.knex,
            boss,
            executor,
            config: running,
            delivery,
            destinations,
            report,
            requestsInFlight: options.requestsInFlight,
          })
        : null;
  };
  startWorkers();
  const listeners: ChannelListener[] = [];
  if (options.work) {
    listeners.push(await listenForOutboxWork(db, () => workers?.wake(), report));
  }
  // One reconfiguration at a time; a request during one runs after it, with what is stored then.
  let reconfiguring: Promise<void> = Promise.resolve();
  const reconfigure = (): Promise<void> =>
    (reconfiguring = reconfiguring
      .then(async () => {
        const next = await withStoredSettings(db.knex, config);
        const changed = (c: OutboxConfig) => JSON.stringify([c.tableService, c.pms]);
        if (changed(next) === changed(running)) return;
        await workers?.stop();
        running = next;
        destinations = configuredDestinations(running);
        startWorkers();
        options.logger?.info({ destinations }, 'outbox: integration settings changed');
      })
      .catch(report));
  if (options.work) {
    listeners.push(
      await listenOnChannel(db, INTEGRATION_SETTINGS_CHANNEL, () => void reconfigure(), report),
    );
  }
  // Jobs queued by this process: its own workers wake at once, the others by a NOTIFY.
  const notifyOthers = coalescedNotify(db, report);
  const unregister = onJobsQueued(() => {
    workers?.wake();
    notifyOthers();
  });
  let stopping: Promise<void> | null = null;
  return {
    config,
    get destinations() {
      return destinations;
    },
    reconfigure,
    enqueue: queueSubmissionDeliveries,
    queueLetters,
    queueEvents,
    stop() {
      stopping ??= (async () => {
        unregister();
        await Promise.all(listeners.map((l) => l.close().catch(report)));
        await reconfiguring;
        await workers?.stop();
        await boss.stop({ graceful: true, wait: true, timeout: 1_000 }).catch(report);
        // pg-boss's maintenance may have a statement running.
        await executor.drained();
        await own?.knex.destroy().catch(report);
        throttled.flush();
      })();
      return stopping;
    },
  };
}
