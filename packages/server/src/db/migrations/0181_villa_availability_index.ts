import type { Knex } from 'knex';

/**
 * Villa availability (docs/stays.md) reads the confirmed villa bookings per villa on every
 * request and every villa booking; a partial index keeps that to the rows it needs.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `create index bookings_villa_confirmed_idx on bookings (listing_id, start_date)
       where booking_type = 'villa' and status = 'confirmed'`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index bookings_villa_confirmed_idx');
}
