import type { Knex } from 'knex';

/**
 * Integration settings an admin stores from the Integrations page (docs/admin.md): one row
 * per integration, its settings as one AES-256-GCM envelope (never in clear), and who
 * stored them when. A row wins over the environment's settings for that integration.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('integration_settings', (t) => {
    t.text('name').primary();
    t.text('encrypted').notNullable();
    t.integer('updated_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.text('updated_by_name').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('integration_settings');
}
