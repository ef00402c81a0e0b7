import type { Knex } from 'knex';

/**
 * The activity history also records a spam-flagged lead moved back among the leads
 * (docs/admin.md, "Spam").
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table admin_activity
    drop constraint admin_activity_action_check,
    add constraint admin_activity_action_check check (action in ('update', 'resend', 'not_spam'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex('admin_activity').where({ action: 'not_spam' }).delete();
  await knex.raw(`alter table admin_activity
    drop constraint admin_activity_action_check,
    add constraint admin_activity_action_check check (action in ('update', 'resend'))`);
}
