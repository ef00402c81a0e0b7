import type { Knex } from 'knex';

/**
 * The outbox's ledger: one row per delivery a stored submission owes (the automation
 * webhook, the table service, each e-mail), written in the submission's transaction. pg-boss
 * (schema `pgboss`) schedules the attempts; this row is what the admin sees and what makes a
 * delivery count once: the worker marks it sent in the transaction that completes the job.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('outbox_messages', (t) => {
    t.increments('id').primary();
    t.text('destination').notNullable();
    /** The event for a forwarding ('lead.created'), the letter for e-mail ('guide'). */
    t.text('kind').notNullable();
    t.text('record_table').notNullable();
    t.integer('record_id').notNullable();
    t.text('submission_id').notNullable();
    /** The request body a forwarding sends; e-mail is written from the record when sent. */
    t.jsonb('payload').notNullable();
    t.text('state').notNullable().defaultTo('waiting');
    t.integer('attempts').notNullable().defaultTo(0);
    /** Known from the first attempt on (the queue's retry limit + 1 when it ran). */
    t.integer('max_attempts').nullable();
    t.text('last_error').nullable();
    t.timestamp('last_attempt_at', { useTz: true }).nullable();
    t.timestamp('next_attempt_at', { useTz: true }).nullable();
    t.timestamp('sent_at', { useTz: true }).nullable();
    /** The pg-boss job that currently carries this delivery (a retry by the admin makes a new one). */
    t.uuid('job_id').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['record_table', 'record_id']);
  });
  await knex.raw(`alter table outbox_messages
    add constraint outbox_messages_destination_check check (destination in ('automation_webhook', 'table_service', 'email')),
    add constraint outbox_messages_state_check check (state in ('waiting', 'sent', 'failed', 'dead'))`);
  await knex.raw(
    'create index outbox_messages_state_created_idx on outbox_messages (state, created_at desc, id desc)',
  );
  await knex.raw(
    'create index outbox_messages_created_idx on outbox_messages (created_at desc, id desc)',
  );
  // A record is forwarded to each destination once; e-mail may be sent again (guide resend).
  await knex.raw(`create unique index outbox_messages_forward_once_idx
    on outbox_messages (destination, record_table, record_id) where destination <> 'email'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('outbox_messages');
}
