import type { Knex } from 'knex';

/**
 * The admin's activity history: every status change, note and guide resend on a lead,
 * booking or guide submission, with who and when. The admin's name is copied in, so an entry
 * still says who acted after that account is gone.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('admin_activity', (t) => {
    t.increments('id').primary();
    t.text('record_table').notNullable();
    t.integer('record_id').notNullable();
    t.text('action').notNullable();
    t.text('from_status').nullable();
    t.text('to_status').nullable();
    t.text('note').nullable();
    t.integer('actor_id').nullable().references('users.id').onDelete('SET NULL');
    t.text('actor_name').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['record_table', 'record_id', 'created_at']);
  });
  await knex.raw(`alter table admin_activity
    add constraint admin_activity_record_table_check check (record_table in ('leads', 'bookings', 'guide_submissions')),
    add constraint admin_activity_action_check check (action in ('update', 'resend'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('admin_activity');
}
