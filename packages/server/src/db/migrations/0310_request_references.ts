import type { Knex } from 'knex';

const RECORD_TABLES = ['leads', 'bookings', 'guide_submissions'] as const;

/**
 * "From browsing to a confirmed request" (docs/lead-forms.md, "After success"):
 *
 * - `reference`: every lead, booking and guide request gets a short, human, non-sequential
 *   reference such as `CBO-7K4Q2` (Crockford base32 without I, L, O, U), unique across the
 *   three tables. `cabo_reference()` is the one generator: the column's default, so every
 *   insert (forms, seeds, staff, tests) gets one, and the backfill of existing rows.
 * - `user_id` on leads and guide requests (bookings had it): a request joins the account of
 *   the visitor who confirms its e-mail (docs/accounts-and-security.md).
 * - `status_message` on bookings: what staff told the visitor with a confirmation or a
 *   decline; and the status `declined` beside `cancelled` (the visitor withdrew or staff
 *   cancelled a confirmed one).
 * - `email_confirmed_at` on users: only a confirmed e-mail brings earlier requests along.
 */
export async function up(knex: Knex): Promise<void> {
  // 32^5 = 33.5 million references; the loop skips one already given in any table.
  await knex.raw(`create or replace function cabo_reference() returns text
    language plpgsql volatile as $$
    declare
      candidate text;
    begin
      loop
        select 'CBO-' || string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ',
            1 + floor(random() * 32)::int, 1), '')
          into candidate from generate_series(1, 5);
        exit when not exists (select 1 from leads where reference = candidate)
          and not exists (select 1 from bookings where reference = candidate)
          and not exists (select 1 from guide_submissions where reference = candidate);
      end loop;
      return candidate;
    end $$`);
  for (const table of RECORD_TABLES) {
    await knex.schema.alterTable(table, (t) => {
      t.text('reference').nullable();
    });
    await knex.raw(`update ?? set reference = cabo_reference()`, [table]);
    await knex.raw(
      `alter table ?? alter column reference set not null,
      alter column reference set default cabo_reference()`,
      [table],
    );
    await knex.raw(`create unique index ?? on ?? (reference)`, [
      `${table}_reference_unique`,
      table,
    ]);
  }
  for (const table of ['leads', 'guide_submissions'] as const) {
    await knex.schema.alterTable(table, (t) => {
      t.integer('user_id').nullable().references('users.id').onDelete('SET NULL');
      t.index(['user_id']);
    });
  }
  await knex.schema.alterTable('bookings', (t) => {
    t.text('status_message').nullable();
  });
  await knex.raw(`alter table bookings drop constraint bookings_status_check,
    add constraint bookings_status_check check (status in ('pending', 'confirmed', 'declined', 'cancelled'))`);
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('email_confirmed_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => t.dropColumn('email_confirmed_at'));
  await knex.raw(`update bookings set status = 'cancelled' where status = 'declined'`);
  await knex.raw(`alter table bookings drop constraint bookings_status_check,
    add constraint bookings_status_check check (status in ('pending', 'confirmed', 'cancelled'))`);
  await knex.schema.alterTable('bookings', (t) => t.dropColumn('status_message'));
  for (const table of ['leads', 'guide_submissions'] as const) {
    await knex.schema.alterTable(table, (t) => t.dropColumn('user_id'));
  }
  for (const table of RECORD_TABLES) {
    await knex.schema.alterTable(table, (t) => t.dropColumn('reference'));
  }
  await knex.raw('drop function cabo_reference()');
}
