import type { Knex } from 'knex';

/**
 * What staff told the visitor with a lead's last move they are told of (docs/admin.md,
 * "Edit"), shown on the request's status page as a booking's `status_message` is.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('leads', (t) => {
    t.text('status_message').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('leads', (t) => {
    t.dropColumn('status_message');
  });
}
