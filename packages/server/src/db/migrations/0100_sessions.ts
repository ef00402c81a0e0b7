import type { Knex } from 'knex';

/**
 * Server-side sessions (koa-session's external store). The row key is the SHA-256 of the
 * cookie's id, so a copy of this table cannot be replayed as cookies.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sessions', (t) => {
    t.string('id_hash', 64).primary();
    t.jsonb('data').notNullable();
    t.integer('user_id').nullable().references('users.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('idle_expires_at', { useTz: true }).notNullable();
    t.timestamp('absolute_expires_at', { useTz: true }).notNullable();
    t.index(['user_id']);
    t.index(['idle_expires_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sessions');
}
