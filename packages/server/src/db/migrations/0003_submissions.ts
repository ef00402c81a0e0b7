import type { Knex } from 'knex';

/**
 * Public submissions (leads, bookings, guide requests) and the idempotency ledger that makes
 * a repeated submissionId answer like the first time. The outbox is pg-boss's own schema
 * (see submissions/outbox.ts).
 * Indexes serve the admin lists: newest first, filtered by status and type, searched by e-mail.
 */
export async function up(knex: Knex): Promise<void> {
  const timestamps = (t: Knex.CreateTableBuilder) => {
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  };

  await knex.schema.createTable('leads', (t) => {
    t.increments('id').primary();
    t.text('submission_id').notNullable().unique();
    t.text('first_name').notNullable();
    t.text('last_name').notNullable();
    t.text('email').notNullable();
    t.text('phone').nullable();
    t.text('interest_type').notNullable();
    t.text('source').notNullable();
    t.text('status').notNullable().defaultTo('new');
    t.text('budget').nullable();
    t.text('timeline').nullable();
    t.text('tags').nullable();
    t.text('form_name').notNullable();
    t.jsonb('form_data').notNullable();
    timestamps(t);
    t.index(['status']);
    t.index(['interest_type']);
  });
  await knex.raw(`alter table leads
    add constraint leads_status_check check (status in ('new', 'contacted', 'qualified', 'converted', 'closed')),
    add constraint leads_interest_type_check check (interest_type in
      ('villa', 'resort', 'adventure', 'wedding', 'group_trip', 'influencer', 'concierge', 'property_management'))`);
  await knex.raw('create index leads_created_at_idx on leads (created_at desc, id desc)');
  await knex.raw('create index leads_email_idx on leads (lower(email))');

  await knex.schema.createTable('bookings', (t) => {
    t.increments('id').primary();
    /** Which form/endpoint sent it: booking, resort-inquiry, villa-booking. */
    t.text('form_type').notNullable();
    t.text('submission_id').notNullable();
    t.text('booking_type').notNullable();
    t.text('status').notNullable().defaultTo('pending');
    t.text('first_name').nullable();
    t.text('last_name').nullable();
    t.text('email').notNullable();
    t.text('phone').nullable();
    t.date('start_date').nullable();
    t.date('end_date').nullable();
    t.text('time').nullable();
    t.integer('guests').nullable();
    t.text('listing_id').nullable();
    t.text('listing_name').nullable();
    t.text('special_requests').nullable();
    t.text('source').notNullable();
    t.text('tags').nullable();
    t.text('form_name').nullable();
    t.jsonb('form_data').notNullable();
    t.integer('user_id').nullable().references('users.id').onDelete('SET NULL');
    timestamps(t);
    t.unique(['form_type', 'submission_id']);
    t.index(['status']);
    t.index(['booking_type']);
    t.index(['user_id']);
  });
  await knex.raw(`alter table bookings
    add constraint bookings_status_check check (status in ('pending', 'confirmed', 'cancelled')),
    add constraint bookings_type_check check (booking_type in ('villa', 'resort', 'adventure', 'restaurant', 'event')),
    add constraint bookings_dates_check check (start_date is null or end_date is null or end_date > start_date),
    add constraint bookings_guests_check check (guests is null or guests > 0)`);
  await knex.raw('create index bookings_created_at_idx on bookings (created_at desc, id desc)');
  await knex.raw('create index bookings_email_idx on bookings (lower(email))');

  await knex.schema.createTable('guide_submissions', (t) => {
    t.increments('id').primary();
    t.text('submission_id').notNullable().unique();
    t.text('first_name').notNullable();
    t.text('last_name').nullable();
    t.text('email').notNullable();
    t.text('phone').nullable();
    t.text('guide_type').notNullable();
    t.text('source').notNullable();
    t.text('status').notNullable().defaultTo('pending');
    t.jsonb('interest_areas').notNullable().defaultTo('[]');
    t.text('tags').nullable();
    t.text('form_name').notNullable();
    t.jsonb('form_data').notNullable();
    timestamps(t);
    t.index(['status']);
    t.index(['guide_type']);
  });
  await knex.raw(`alter table guide_submissions
    add constraint guide_submissions_status_check check (status in ('pending', 'sent', 'failed'))`);
  await knex.raw(
    'create index guide_submissions_created_at_idx on guide_submissions (created_at desc, id desc)',
  );
  await knex.raw('create index guide_submissions_email_idx on guide_submissions (lower(email))');

  // One row per accepted submission: a repeat of (form_type, submission_id) is answered from
  // here, and a different payload under the same id is told apart by the hash.
  await knex.schema.createTable('submission_receipts', (t) => {
    t.text('form_type').notNullable();
    t.text('submission_id').notNullable();
    t.string('request_hash', 64).notNullable();
    t.integer('response_status').notNullable();
    t.jsonb('response_body').notNullable();
    t.text('record_table').notNullable();
    t.integer('record_id').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['form_type', 'submission_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['submission_receipts', 'guide_submissions', 'bookings', 'leads']) {
    await knex.schema.dropTable(table);
  }
}
