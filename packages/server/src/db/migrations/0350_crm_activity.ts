import type { Knex } from 'knex';

const actionsBefore = [
  'update',
  'resend',
  'not_spam',
  'user_created',
  'role_changed',
  'password_reset',
  'disabled',
  'enabled',
];
/** What the CRM adds to a record's history (docs/admin.md, "Activity history"). */
const crmActions = ['assigned', 'reply_sent', 'task_added', 'task_completed', 'merged'];
const quoted = (values: string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * The CRM's history entries: an owner assigned, a reply e-mailed from the record, a follow-up
 * task added or done, two contacts merged. `detail` keeps the entry's own facts (the owner's
 * name, the close reason, the reply's subject, the task's due day) as text, so the history
 * still reads right after the record, the task or the account changes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('admin_activity', (t) => {
    t.jsonb('detail').nullable();
  });
  await knex.raw(`alter table admin_activity
    drop constraint admin_activity_action_check,
    add constraint admin_activity_action_check check (action in (${quoted([...actionsBefore, ...crmActions])}))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex('admin_activity').whereIn('action', crmActions).delete();
  await knex.raw(`alter table admin_activity
    drop constraint admin_activity_action_check,
    add constraint admin_activity_action_check check (action in (${quoted(actionsBefore)}))`);
  await knex.schema.alterTable('admin_activity', (t) => {
    t.dropColumn('detail');
  });
}
