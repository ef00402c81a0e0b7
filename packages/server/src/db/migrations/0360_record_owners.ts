import type { Knex } from 'knex';

const recordTables = ['leads', 'bookings', 'guide_submissions'] as const;

/**
 * Owners (docs/admin.md, "Owners"): each lead, booking and guide request may have an admin
 * who works it. New ones are handed round-robin to the admins who opted in; the one-row
 * `owner_assignment` counter is locked by each assignment, so two instances and concurrent
 * submissions take turns, and each admin remembers the turn they last got.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.boolean('receives_new_requests').notNullable().defaultTo(false);
    t.bigInteger('last_assigned_turn').nullable();
  });
  await knex.schema.createTable('owner_assignment', (t) => {
    t.smallint('id').primary();
    t.bigInteger('turn').notNullable().defaultTo(0);
  });
  await knex.raw(
    'alter table owner_assignment add constraint owner_assignment_one_row check (id = 1)',
  );
  await knex('owner_assignment').insert({ id: 1, turn: 0 });
  for (const table of recordTables) {
    await knex.schema.alterTable(table, (t) => {
      t.integer('owner_id').nullable().references('id').inTable('users').onDelete('SET NULL');
      t.index(['owner_id'], `${table}_owner_id_index`);
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of recordTables) {
    await knex.schema.alterTable(table, (t) => {
      t.dropIndex(['owner_id'], `${table}_owner_id_index`);
      t.dropColumn('owner_id');
    });
  }
  await knex.schema.dropTable('owner_assignment');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('receives_new_requests');
    t.dropColumn('last_assigned_turn');
  });
}
