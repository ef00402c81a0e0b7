import type { Knex } from 'knex';

/**
 * The automation webhook's signing secrets (docs/integrations.md): each row one secret as an
 * AES-256-GCM envelope (never in clear), who made it, and when a rotation retired it. The
 * current secret is the newest unretired row; a secret retired less than 24 h ago still
 * signs, beside the current one.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('webhook_secrets', (t) => {
    t.increments('id').primary();
    t.text('encrypted').notNullable();
    t.integer('created_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.text('created_by_name').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('retired_at', { useTz: true }).nullable();
  });
  // At most one current secret, whatever two rotations at once do.
  await knex.raw(
    'create unique index webhook_secrets_one_current on webhook_secrets ((true)) where retired_at is null',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('webhook_secrets');
}
