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
  loadSubmissionRecord,
  writeLetter,
  type LetterKind,
} from '../mail/letters.ts';
import { createMailer, type Mailer } from '../mail/transport.ts';
import {
  findOutboxMessage,
  markOutboxFailed,
  markOutboxSent,
  payloadOf,
  type OutboxMessageRow,
} from './outbox-repository.ts';
import type { ForwardPayload } from './outbox.ts';
import { knexExecutor, type PooledExecutor } from './pg-boss-db.ts';

interface DeliveryJob {
  messageId: number;
}

export interface DeliveryWorkers {
  /** From now on a fetched job is handed back (failed, so it is retried) instead of run. */
  beginStop(): void;
  /** Resolves when no delivery is running and pg-boss's last statements have finished. */
  settle(executor: PooledExecutor): Promise<void>;
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

/**
 * One worker per configured destination. Each job carries an outbox message id; the worker
 * sends it, then in ONE transaction marks the message sent (or failed / dead) and completes
 * (or fails) the pg-boss job, so a delivery is recorded exactly when its job ends. pg-boss
 * hands a job to one worker at a time (SKIP LOCKED), so two workers never send one message;
 * a repeat is only possible after a crash between the send and the commit, and the receiver
 * gets the same Idempotency-Key (or the same .eml file name) every time.
 */
export async function startDeliveryWorkers(deps: {
  knex: Knex;
  boss: PgBoss;
  config: OutboxConfig;
  delivery: DeliveryConfig;
  destinations: readonly OutboxDestination[];
  log: (err: unknown) => void;
}): Promise<DeliveryWorkers> {
  const { knex, boss, config, delivery, destinations, log } = deps;
  const timeoutMs = delivery.requestTimeoutMs;
  const mailer: Mailer | null = config.mail ? createMailer(config.mail, timeoutMs) : null;
  let stopping = false;
  let running = 0;

  async function send(row: OutboxMessageRow): Promise<void> {
    const key = `${row.kind}/${row.record_table}/${row.submission_id}`;
    if (row.destination === 'automation_webhook' && config.automationWebhookUrl) {
      const { body } = payloadOf<ForwardPayload>(row);
      await postToWebhook(config.automationWebhookUrl, body, key, timeoutMs);
      return;
    }
    if (row.destination === 'table_service' && config.tableService) {
      const payload = payloadOf<ForwardPayload>(row);
      if (!('table' in payload)) throw new DeliveryError('Not a table service record');
      await postToTableService(config.tableService, payload.table, payload.body, key, timeoutMs);
      return;
    }
    if (row.destination === 'email' && mailer && config.mail && isLetterKind(row.kind)) {
      const record = await loadSubmissionRecord(knex, row.record_table, row.record_id);
      if (!record) throw new DeliveryError(`${row.record_table} ${row.record_id} no longer exists`);
      await mailer.send(writeLetter(row.kind, record, config.mail), mailId(row));
      return;
    }
    throw new DeliveryError(`No way to deliver ${row.kind} to ${row.destination}`);
  }

  /** The guide request's status follows its guide e-mail: sent, or failed when it is dead. */
  async function updateGuideStatus(
    trx: Knex.Transaction,
    row: OutboxMessageRow,
    status: 'sent' | 'failed',
  ): Promise<void> {
    if (row.destination !== 'email' || row.kind !== 'guide') return;
    await trx('guide_submissions')
      .where({ id: row.record_id })
      .update({ status, updated_at: trx.fn.now() });
  }

  async function handle(queue: string, job: PgBoss.JobWithMetadata<DeliveryJob>): Promise<void> {
    if (stopping) throw new Error('The outbox is stopping; the job waits for the next start');
    const row = await findOutboxMessage(knex, job.data.messageId);
    // Nothing owed: already delivered, or the admin's retry gave the message a newer job.
    if (!row || row.state === 'sent' || row.job_id !== job.id) return;
    const maxAttempts = job.retryLimit + 1;
    try {
      await send(row);
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      if (!(err instanceof DeliveryError)) log(err);
      const dead = job.retryCount >= job.retryLimit;
      await knex.transaction(async (trx) => {
        const db = knexExecutor(trx);
        await boss.fail(queue, job.id, { message: error }, { db });
        const next = dead
          ? null
          : await boss.getJobById<DeliveryJob>(queue, job.id, { db, includeArchive: false });
        await markOutboxFailed(trx, row, {
          error,
          dead,
          maxAttempts,
          nextAttemptAt: next?.startAfter ?? null,
        });
        if (dead) await updateGuideStatus(trx, row, 'failed');
      });
      return;
    }
    await knex.transaction(async (trx) => {
      if (await markOutboxSent(trx, row, maxAttempts)) await updateGuideStatus(trx, row, 'sent');
      await boss.complete(queue, job.id, {}, { db: knexExecutor(trx) });
    });
  }

  for (const destination of destinations) {
    const queue = `outbox.${destination}`;
    await boss.work<DeliveryJob>(
      queue,
      {
        batchSize: 1,
        includeMetadata: true,
        pollingIntervalSeconds: delivery.pollingIntervalSeconds,
      },
      async ([job]) => {
        if (!job) return;
        running += 1;
        try {
          await handle(queue, job);
        } finally {
          running -= 1;
        }
      },
    );
  }

  return {
    beginStop() {
      stopping = true;
    },
    async settle(executor) {
      // pg-boss's stop does not wait for a fetch in flight nor for the completion it fires
      // after a handler: wait until two quiet looks in a row, at most ten seconds.
      const deadline = Date.now() + 10_000;
      let quiet = 0;
      while (quiet < 2 && Date.now() < deadline) {
        await executor.drained();
        await new Promise((resolve) => setTimeout(resolve, 25));
        quiet = running === 0 ? quiet + 1 : 0;
      }
      mailer?.close();
    },
  };
}
