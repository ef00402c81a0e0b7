import {
  OUTBOX_PAGE_SIZE,
  outboxStates,
  type OutboxCounts,
  type OutboxDestination,
  type OutboxItem,
  type OutboxState,
} from '@cabo/contract';
import type { Knex } from 'knex';
import { isoTimestamp, jsonValue } from '../db/values.ts';

type Db = Knex | Knex.Transaction;

export interface OutboxMessageRow {
  id: number;
  destination: OutboxDestination;
  kind: string;
  record_table: string;
  record_id: number;
  submission_id: string;
  payload: unknown;
  state: OutboxState;
  attempts: number;
  max_attempts: number | null;
  last_error: string | null;
  last_attempt_at: Date | null;
  next_attempt_at: Date | null;
  sent_at: Date | null;
  job_id: string;
  created_at: Date;
  updated_at: Date;
}

export interface NewOutboxMessage {
  destination: OutboxDestination;
  kind: string;
  recordTable: string;
  recordId: number;
  submissionId: string;
  payload: Record<string, unknown>;
  jobId: string;
}

export async function findOutboxMessage(db: Db, id: number): Promise<OutboxMessageRow | undefined> {
  return (await db('outbox_messages').where({ id }).first()) as OutboxMessageRow | undefined;
}

/** The messages of a batch of jobs, by id. */
export async function findOutboxMessages(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, OutboxMessageRow>> {
  if (ids.length === 0) return new Map();
  const rows = (await db('outbox_messages').whereIn('id', ids)) as OutboxMessageRow[];
  return new Map(rows.map((row) => [row.id, row]));
}

export function payloadOf<T>(row: OutboxMessageRow): T {
  return jsonValue<T>(row.payload);
}

/**
 * Marks a batch of finished attempts' success in one transaction. Only the job that carries a
 * message may mark it, and only once: returns the ids this call marked (not those already
 * sent, nor those whose job is no longer the message's).
 */
export async function markOutboxSentMany(
  trx: Db,
  rows: ReadonlyArray<Pick<OutboxMessageRow, 'id' | 'job_id'> & { maxAttempts: number }>,
): Promise<number[]> {
  const marked: number[] = [];
  for (const maxAttempts of new Set(rows.map((r) => r.maxAttempts))) {
    const pairs = rows.filter((r) => r.maxAttempts === maxAttempts).map((r) => [r.id, r.job_id]);
    const updated = (await trx('outbox_messages')
      .whereIn(['id', 'job_id'], pairs)
      .whereNot({ state: 'sent' })
      .update({
        state: 'sent',
        attempts: trx.raw('attempts + 1'),
        max_attempts: maxAttempts,
        last_error: null,
        last_attempt_at: trx.fn.now(),
        next_attempt_at: null,
        sent_at: trx.fn.now(),
        updated_at: trx.fn.now(),
      })
      .returning('id')) as { id: number }[];
    marked.push(...updated.map((r) => r.id));
  }
  return marked;
}

export async function markOutboxFailed(
  trx: Db,
  row: Pick<OutboxMessageRow, 'id' | 'job_id'>,
  failure: { error: string; dead: boolean; maxAttempts: number; nextAttemptAt: Date | null },
): Promise<boolean> {
  const updated = await trx('outbox_messages')
    .where({ id: row.id, job_id: row.job_id })
    .whereNot({ state: 'sent' })
    .update({
      state: failure.dead ? 'dead' : 'failed',
      attempts: trx.raw('attempts + 1'),
      max_attempts: failure.maxAttempts,
      last_error: failure.error.slice(0, 1000),
      last_attempt_at: trx.fn.now(),
      next_attempt_at: failure.dead ? null : failure.nextAttemptAt,
      updated_at: trx.fn.now(),
    });
  return updated === 1;
}

export function outboxItemFromRow(
  row: OutboxMessageRow,
  configured: ReadonlySet<OutboxDestination>,
): OutboxItem {
  const at = (value: Date | null) => (value ? isoTimestamp(value) : null);
  return {
    id: row.id,
    destination: row.destination,
    kind: row.kind,
    recordTable: row.record_table,
    recordId: row.record_id,
    submissionId: row.submission_id,
    state: row.state,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    lastError: row.last_error,
    lastAttemptAt: at(row.last_attempt_at),
    nextAttemptAt: at(row.next_attempt_at),
    sentAt: at(row.sent_at),
    createdAt: isoTimestamp(row.created_at),
    destinationConfigured: configured.has(row.destination),
  };
}

/** One page of the outbox, newest first, optionally in one state. */
export async function listOutboxMessages(
  knex: Knex,
  query: { state?: OutboxState; page: number },
): Promise<{ rows: OutboxMessageRow[]; total: number }> {
  const filtered = () => {
    const q = knex('outbox_messages');
    if (query.state) q.where({ state: query.state });
    return q;
  };
  const [{ n }] = (await filtered().count({ n: '*' })) as [{ n: number | string }];
  const rows = (await filtered()
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(OUTBOX_PAGE_SIZE)
    .offset((query.page - 1) * OUTBOX_PAGE_SIZE)
    .select('*')) as OutboxMessageRow[];
  return { rows, total: Number(n) };
}

/** Deliveries per destination and state, every state present (zero when none). */
export async function countOutboxMessages(
  knex: Knex,
): Promise<Record<OutboxDestination, OutboxCounts>> {
  const zero = (): OutboxCounts =>
    Object.fromEntries(outboxStates.map((s) => [s, 0])) as OutboxCounts;
  const counts: Record<OutboxDestination, OutboxCounts> = {
    automation_webhook: zero(),
    table_service: zero(),
    email: zero(),
  };
  const rows = (await knex('outbox_messages')
    .groupBy('destination', 'state')
    .select('destination', 'state')
    .count({ n: '*' })) as { destination: OutboxDestination; state: OutboxState; n: number }[];
  for (const row of rows) counts[row.destination][row.state] = Number(row.n);
  return counts;
}
