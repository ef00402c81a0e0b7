import type { Knex } from 'knex';

/**
 * Guide requests and bookings keep what leads keep since 0130 (docs/lead-forms.md): the
 * spam flag and its reason, the attribution and the privacy notice version the visitor saw.
 */
const tables = ['guide_submissions', 'bookings'] as const;

export async function up(knex: Knex): Promise<void> {
  for (const table of tables) {
    await knex.schema.alterTable(table, (t) => {
      t.boolean('spam').notNullable().defaultTo(false);
      t.text('spam_reason').nullable();
      t.jsonb('attribution').nullable();
      t.text('privacy_notice_version').nullable();
    });
    await knex.raw(
      `create index ${table}_spam_created_at_idx on ${table} (spam, created_at desc, id desc)`,
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of tables) {
    await knex.raw(`drop index if exists ${table}_spam_created_at_idx`);
    await knex.schema.alterTable(table, (t) => {
      t.dropColumn('privacy_notice_version');
      t.dropColumn('attribution');
      t.dropColumn('spam_reason');
      t.dropColumn('spam');
    });
  }
}
