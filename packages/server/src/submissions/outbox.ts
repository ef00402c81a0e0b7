import type { Knex } from 'knex';
import PgBoss from 'pg-boss';
import type { OutboxConfig } from '../config.ts';
import type { Database } from '../db/knex.ts';

export type OutboxDestination = 'automation_webhook' | 'table_service';

/** A destination counts as configured when its environment is set (see config.ts). */
export function configuredDestinations(config: OutboxConfig): OutboxDestination[] {
  const destinations: OutboxDestination[] = [];
  if (config.automationWebhookUrl) destinations.push('automation_webhook');
  if (config.tableService) destinations.push('table_service');
  return destinations;
}

/** The pg-boss queue a destination's jobs wait in; the forwarding worker reads it. */
export const outboxQueue = (destination: OutboxDestination) => `outbox.${destination}`;
/** Where a job lands after its last failed retry (visible to the admin later). */
export const OUTBOX_DEAD_LETTER_QUEUE = 'outbox.dead';

/** What a stored submission asks the outbox to forward. */
export interface OutboxMessage {
  /** e.g. 'lead.created' */
  topic: string;
  recordTable: string;
  recordId: number;
  /** Table of the table service the record belongs in (spec 001 §7: per form). */
  table: 'guide_requests' | 'contact_form' | 'booking_requests';
  /** The submitted values plus formName and submissionId, as the table service gets them. */
  fields: Record<string, unknown>;
  /** The stored record, as the automation webhook gets it. */
  record: Record<string, unknown>;
}

/** The job body per destination: the request the worker will send, in that service's shape. */
export type OutboxJob =
  | {
      destination: 'automation_webhook';
      topic: string;
      recordTable: string;
      recordId: number;
      body: { event: string; record: Record<string, unknown> };
    }
  | {
      destination: 'table_service';
      topic: string;
      recordTable: string;
      recordId: number;
      table: OutboxMessage['table'];
      body: { records: Array<{ fields: Record<string, unknown> }> };
    };

/** No destination configured: nothing to forward. */
export const noOutbox: Outbox = { destinations: [], enqueue: async () => {}, stop: async () => {} };

export interface Outbox {
  readonly destinations: readonly OutboxDestination[];
  /** Enqueues one job per configured destination inside `trx`: they commit or roll back with it. */
  enqueue(trx: Knex.Transaction, message: OutboxMessage, at: Date): Promise<void>;
  stop(): Promise<void>;
}

/** A stored record without its database bookkeeping: what the table service stores as fields. */
export function tableFields(record: {
  id: number;
  createdAt: string;
  updatedAt: string;
}): Record<string, unknown> {
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = record;
  return fields;
}

/** 'yyyy-MM-dd HH:mm:ss' in UTC (spec 001 §7 submissionDate). */
function submissionDate(at: Date): string {
  return at.toISOString().slice(0, 19).replace('T', ' ');
}

export function outboxJob(
  destination: OutboxDestination,
  message: OutboxMessage,
  at: Date,
): OutboxJob {
  const base = {
    topic: message.topic,
    recordTable: message.recordTable,
    recordId: message.recordId,
  };
  return destination === 'table_service'
    ? {
        destination,
        ...base,
        table: message.table,
        body: { records: [{ fields: { ...message.fields, submissionDate: submissionDate(at) } }] },
      }
    : { destination, ...base, body: { event: message.topic, record: message.record } };
}

/**
 * pg-boss's SQL (numbered `$n` parameters) run through knex, so it shares knex's single
 * PGlite connection or the pg pool — and, given a transaction, joins that transaction.
 */
function knexExecutor(knex: Knex | Knex.Transaction): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const bindings: unknown[] = [];
      const sql = text.replace(/\$(\d+)/g, (_, n: string) => {
        bindings.push(values[Number(n) - 1] ?? null);
        return '?';
      });
      const result = (await knex.raw(sql, bindings as Knex.RawBinding[])) as { rows?: unknown[] };
      return { rows: result.rows ?? [] };
    },
  };
}

/**
 * pg-boss's own statements outside a transaction (schema creation is one multi-statement
 * script, which knex.raw cannot send): a pooled connection, released after each statement.
 */
function poolExecutor(db: Database): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const client = db.knex.client as {
        acquireConnection(): Promise<unknown>;
        releaseConnection(c: unknown): Promise<void>;
      };
      const conn = await client.acquireConnection();
      try {
        if (db.kind === 'pglite') {
          const pglite = conn as {
            exec(sql: string): Promise<Array<{ rows: unknown[] }>>;
            query(sql: string, params: unknown[]): Promise<{ rows: unknown[] }>;
          };
          if (values.length === 0) return { rows: (await pglite.exec(text)).at(-1)?.rows ?? [] };
          return { rows: (await pglite.query(text, values)).rows };
        }
        const result = await (
          conn as { query(sql: string, params: unknown[]): Promise<unknown> }
        ).query(text, values);
        const last = (Array.isArray(result) ? result.at(-1) : result) as { rows?: unknown[] };
        return { rows: last?.rows ?? [] };
      } finally {
        await client.releaseConnection(conn);
      }
    },
  };
}

/**
 * The outbox is a pg-boss 10 queue per destination in the application database (schema
 * `pgboss`), kept jobs with retries, backoff and a dead-letter queue for the forwarding
 * worker. pg-boss starts only when a destination is configured, so the embedded database
 * pays its schema creation (several seconds on PGlite) only then. Nothing here polls: the
 * worker of a later issue calls `work()` on these queues.
 */
export async function startOutbox(db: Database, config: OutboxConfig): Promise<Outbox> {
  const destinations = configuredDestinations(config);
  if (destinations.length === 0) return noOutbox;
  const boss = new PgBoss({
    db: poolExecutor(db),
    supervise: false,
    schedule: false,
    migrate: true,
  });
  await boss.start();
  await boss.createQueue(OUTBOX_DEAD_LETTER_QUEUE);
  for (const destination of destinations) {
    await boss.createQueue(outboxQueue(destination), {
      name: outboxQueue(destination),
      retryLimit: 8,
      retryDelay: 30,
      retryBackoff: true,
      deadLetter: OUTBOX_DEAD_LETTER_QUEUE,
    });
  }
  return {
    destinations,
    async enqueue(trx, message, at) {
      for (const destination of destinations) {
        await boss.send(outboxQueue(destination), outboxJob(destination, message, at), {
          db: knexExecutor(trx),
        });
      }
    },
    stop: () => boss.stop({ graceful: false, wait: true }),
  };
}
