import type { Knex } from 'knex';

/**
 * Replies from a record, follow-up tasks and the morning digest (docs/admin.md, "Replies and
 * follow-ups").
 *
 * - `crm_replies`: the e-mail staff wrote from a lead or booking, kept with its text so the
 *   record's timeline shows what the visitor was told; its delivery is an outbox row written
 *   in the same transaction.
 * - `crm_tasks`: a follow-up on any record, due on a Cabo calendar day (a `date`, not an
 *   instant: "due today" is compared with Cabo's date).
 * - `crm_task_digests`: one row per staff member and Cabo day a digest was queued for; its key
 *   makes the morning digest go out once even when several instances run it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('crm_replies', (t) => {
    t.increments('id').primary();
    t.text('record_table').notNullable();
    t.integer('record_id').notNullable();
    t.text('subject').notNullable();
    t.text('body').notNullable();
    t.text('to_email').notNullable();
    t.text('reply_to').notNullable();
    t.integer('sent_by_id').nullable().references('id').inTable('users').onDelete('set null');
    t.text('sent_by_name').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['record_table', 'record_id', 'created_at']);
  });
  await knex.raw(`alter table crm_replies add constraint crm_replies_record_table_check
    check (record_table in ('leads', 'bookings'))`);

  await knex.schema.createTable('crm_tasks', (t) => {
    t.increments('id').primary();
    t.text('record_table').notNullable();
    t.integer('record_id').notNullable();
    t.text('title').notNullable();
    t.date('due_day').notNullable();
    t.integer('assignee_id').nullable().references('id').inTable('users').onDelete('set null');
    t.text('assignee_name').notNullable();
    t.integer('created_by_id').nullable().references('id').inTable('users').onDelete('set null');
    t.text('created_by_name').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('done_at', { useTz: true }).nullable();
    t.index(['record_table', 'record_id']);
  });
  await knex.raw(`alter table crm_tasks add constraint crm_tasks_record_table_check
    check (record_table in ('leads', 'bookings', 'guide_submissions'))`);
  // The dashboard's panels and the digest read open tasks by due day.
  await knex.raw(
    'create index crm_tasks_open_due_idx on crm_tasks (due_day) where done_at is null',
  );

  await knex.schema.createTable('crm_task_digests', (t) => {
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('cascade');
    t.date('day').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'day']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('crm_task_digests');
  await knex.schema.dropTable('crm_tasks');
  await knex.schema.dropTable('crm_replies');
}
