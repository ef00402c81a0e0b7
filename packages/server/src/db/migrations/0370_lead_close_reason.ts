import type { Knex } from 'knex';

const reasons = ['won', 'lost_price', 'lost_dates', 'lost_no_answer', 'other'];

/**
 * Why a lead was closed (docs/admin.md, "Pipeline board"): the reason, and the words of an
 * "other". Kept on the lead so the record and analytics read it without the history.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('leads', (t) => {
    t.text('close_reason').nullable();
    t.text('close_reason_text').nullable();
  });
  await knex.raw(`alter table leads add constraint leads_close_reason_check
    check (close_reason is null or close_reason in (${reasons.map((r) => `'${r}'`).join(', ')}))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('leads', (t) => {
    t.dropColumn('close_reason_text');
    t.dropColumn('close_reason');
  });
}
