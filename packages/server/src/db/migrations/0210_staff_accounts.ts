import type { Knex } from 'knex';

const userActions = ['user_created', 'role_changed', 'password_reset', 'disabled', 'enabled'];
const quoted = (values: string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * Staff accounts (docs/admin.md, "Staff accounts"): the editor role beside admin, accounts an
 * admin disables (kept, for the history's sake, but unable to sign in) and who made each one.
 * The activity history records every change to a staff account.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table users
    drop constraint users_role_check,
    add constraint users_role_check check (role in ('user', 'editor', 'admin'))`);
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('disabled_at', { useTz: true }).nullable();
    t.integer('created_by').nullable().references('users.id').onDelete('SET NULL');
  });
  await knex.raw(`alter table admin_activity
    drop constraint admin_activity_record_table_check,
    add constraint admin_activity_record_table_check check (record_table in ('leads', 'bookings', 'guide_submissions', 'users')),
    drop constraint admin_activity_action_check,
    add constraint admin_activity_action_check check (action in ('update', 'resend', 'not_spam', ${quoted(userActions)}))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex('admin_activity').where({ record_table: 'users' }).delete();
  await knex.raw(`alter table admin_activity
    drop constraint admin_activity_record_table_check,
    add constraint admin_activity_record_table_check check (record_table in ('leads', 'bookings', 'guide_submissions')),
    drop constraint admin_activity_action_check,
    add constraint admin_activity_action_check check (action in ('update', 'resend', 'not_spam'))`);
  // Before the editor role there were no editors: their accounts go (sessions with them).
  await knex('users').where({ role: 'editor' }).delete();
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('created_by');
    t.dropColumn('disabled_at');
  });
  await knex.raw(`alter table users
    drop constraint users_role_check,
    add constraint users_role_check check (role in ('user', 'admin'))`);
}
