import type { Knex } from 'knex';
import type { OutboxConfig } from '../config.ts';

export type OutboxDestination = 'automation_webhook' | 'table_service';

/** A destination counts as configured when its environment is set (see config.ts). */
export function configuredDestinations(config: OutboxConfig): OutboxDestination[] {
  const destinations: OutboxDestination[] = [];
  if (config.automationWebhookUrl) destinations.push('automation_webhook');
  if (config.tableService) destinations.push('table_service');
  return destinations;
}

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

/**
 * Writes one pending outbox row per configured destination, inside the caller's transaction,
 * so a submission and its forwarding jobs commit or roll back together. Each row keeps the
 * body in the destination's own shape; the forwarding worker only sends it.
 */
export async function enqueueOutbox(
  trx: Knex.Transaction,
  destinations: readonly OutboxDestination[],
  message: OutboxMessage,
  at: Date,
): Promise<void> {
  if (destinations.length === 0) return;
  const rows = destinations.map((destination) => ({
    destination,
    topic: message.topic,
    record_table: message.recordTable,
    record_id: message.recordId,
    payload: JSON.stringify(
      destination === 'table_service'
        ? {
            table: message.table,
            body: {
              records: [{ fields: { ...message.fields, submissionDate: submissionDate(at) } }],
            },
          }
        : { event: message.topic, record: message.record },
    ),
  }));
  await trx('outbox').insert(rows);
}
