import type { Knex } from 'knex';

/** The kinds with reviews and the columns that held their typed-in figures. */
const FIGURE_COLUMNS: Record<string, string[]> = {
  resorts: ['rating', 'review_count', 'reviews'],
  villas: ['rating', 'reviews'],
  adventures: ['rating', 'reviews'],
  restaurants: ['rating', 'review_count', 'rating_label'],
};

/** Content keys a saved draft may still hold from before: no longer content. */
const FIGURE_KEYS = ['rating', 'reviewCount', 'reviews', 'ratingLabel'];

/**
 * Reviews, one per row (docs/catalogue.md, "Ratings and reviews"): an item's rating and
 * review count are computed from its published ones, so the typed-in figures go. Reviews a
 * database already holds in its catalogue rows move here, published, as seed reviews; a fresh
 * database gets them from the catalogue seed instead.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('reviews', (t) => {
    t.increments('id').primary();
    t.text('kind').notNullable();
    // Text for every kind: villas have text ids, the others integers.
    t.text('item_id').notNullable();
    t.text('author').notNullable();
    t.smallint('rating').notNullable();
    t.text('text').notNullable();
    t.date('reviewed_on').notNullable();
    t.integer('helpful').notNullable().defaultTo(0);
    t.text('status').notNullable();
    t.text('source').notNullable();
    // A visitor's review comes from one confirmed booking, and a booking gives one review.
    t.integer('booking_id').nullable().unique().references('bookings.id').onDelete('SET NULL');
    t.integer('user_id').nullable().references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['kind', 'item_id', 'status']);
    t.index(['status', 'created_at']);
  });
  await knex.raw(`alter table reviews
    add constraint reviews_kind_check check (kind in ('resorts', 'villas', 'adventures', 'restaurants')),
    add constraint reviews_rating_check check (rating between 1 and 5),
    add constraint reviews_status_check check (status in ('published', 'pending', 'hidden')),
    add constraint reviews_source_check check (source in ('seed', 'visitor'))`);

  for (const kind of ['resorts', 'villas', 'adventures']) {
    await knex.raw(
      `insert into reviews (kind, item_id, author, rating, text, reviewed_on, helpful, status, source)
       select ?, t.id::text, r->>'author', (r->>'rating')::numeric::int, r->>'content',
              coalesce(to_date(r->>'date', 'FMMonth YYYY'), t.created_at::date),
              coalesce((r->>'helpful')::int, 0), 'published', 'seed'
         from ?? t, jsonb_array_elements(t.reviews) with ordinality as e(r, n)
        order by t.id, e.n`,
      [kind, kind],
    );
  }
  for (const [table, columns] of Object.entries(FIGURE_COLUMNS)) {
    await knex.raw(
      `update ?? set draft = draft ${FIGURE_KEYS.map(() => '- ?').join(' ')} where draft is not null`,
      [table, ...FIGURE_KEYS],
    );
    await knex.schema.alterTable(table, (t) => t.dropColumns(...columns));
  }
}

/** Back to typed-in figures: the columns return (with neutral values), the reviews go. */
export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('resorts', (t) => {
    t.text('rating').notNullable().defaultTo('5');
    t.integer('review_count').notNullable().defaultTo(0);
    t.jsonb('reviews').notNullable().defaultTo('[]');
  });
  await knex.schema.alterTable('villas', (t) => {
    t.text('rating').notNullable().defaultTo('5');
    t.jsonb('reviews').notNullable().defaultTo('[]');
  });
  await knex.schema.alterTable('adventures', (t) => {
    t.decimal('rating', 2, 1).nullable();
    t.jsonb('reviews').notNullable().defaultTo('[]');
  });
  await knex.schema.alterTable('restaurants', (t) => {
    t.decimal('rating', 2, 1).notNullable().defaultTo(0);
    t.integer('review_count').notNullable().defaultTo(0);
    t.text('rating_label').notNullable().defaultTo('');
  });
  // The defaults only filled the rows there; the columns had none.
  for (const [table, columns] of Object.entries(FIGURE_COLUMNS)) {
    for (const column of columns) {
      await knex.raw('alter table ?? alter column ?? drop default', [table, column]);
    }
  }
  await knex.raw(`alter table resorts
    add constraint resorts_rating_check check (rating in ('5', '4.5')),
    add constraint resorts_review_count_check check (review_count >= 0)`);
  await knex.raw(
    `alter table adventures add constraint adventures_rating_check check (rating between 0 and 5)`,
  );
  await knex.raw(`alter table restaurants
    add constraint restaurants_rating_check check (rating between 0 and 5),
    add constraint restaurants_counts_check check (review_count >= 0 and bookings_today >= 0)`);
  await knex.schema.dropTable('reviews');
}
