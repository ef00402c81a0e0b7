import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.increments('id').primary();
    t.string('email', 254).nullable();
    t.string('username', 100).nullable();
    t.text('password_hash').notNullable();
    t.string('role', 20).notNullable().defaultTo('user');
    t.integer('points').notNullable().defaultTo(0);
    t.integer('level').notNullable().defaultTo(1);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('create unique index users_email_unique on users (lower(email))');
  await knex.raw('create unique index users_username_unique on users (lower(username))');
  await knex.raw(
    `alter table users add constraint users_role_check check (role in ('user', 'admin'))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('users');
}
