import type { Knex } from 'knex';

/** Signatures of solved proof-of-work challenges, so each solution is accepted once. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('captcha_solutions', (t) => {
    t.string('signature', 200).primary();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.index(['expires_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('captcha_solutions');
}
