import type { Knex } from 'knex';

/**
 * What a lead carries beyond its form (docs/lead-forms.md):
 * - `spam`: set when the honeypot or the minimum fill time trips. The lead is stored, never
 *   forwarded, kept out of the admin's lists and figures, and can be moved back.
 * - `attribution`: the landing page's `utm_*` parameters and the referrer.
 * - `privacy_notice_version`: the privacy notice the visitor saw when sending the form.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('leads', (t) => {
    t.boolean('spam').notNullable().defaultTo(false);
    t.text('spam_reason').nullable();
    t.jsonb('attribution').nullable();
    t.text('privacy_notice_version').nullable();
  });
  await knex.raw(
    'create index leads_spam_created_at_idx on leads (spam, created_at desc, id desc)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists leads_spam_created_at_idx');
  await knex.schema.alterTable('leads', (t) => {
    t.dropColumn('privacy_notice_version');
    t.dropColumn('attribution');
    t.dropColumn('spam_reason');
    t.dropColumn('spam');
  });
}
