import type { Knex } from 'knex';

/**
 * Catalogue tables (docs/catalogue.md). Ids are the data files' fixed ids, so seeds upsert on
 * them; lists inside a record (amenities, reviews, menu...) are jsonb because they are only
 * ever read with their record.
 */
export async function up(knex: Knex): Promise<void> {
  const timestamps = (t: Knex.CreateTableBuilder) => {
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  };

  await knex.schema.createTable('resorts', (t) => {
    t.integer('id').primary();
    t.text('slug').notNullable().unique();
    t.jsonb('aliases').notNullable().defaultTo('[]');
    t.text('name').notNullable().unique();
    t.text('subtitle').notNullable();
    t.text('rating').notNullable();
    t.integer('review_count').notNullable();
    t.text('price_level').notNullable();
    t.text('location').notNullable();
    t.text('description').notNullable();
    t.text('image_url').notNullable();
    t.jsonb('image_urls').notNullable();
    t.jsonb('amenities').notNullable();
    t.jsonb('highlights').notNullable();
    t.jsonb('location_benefits').notNullable();
    t.jsonb('features').notNullable();
    t.integer('rooms').notNullable();
    t.integer('max_guests').notNullable();
    t.boolean('is_beachfront').notNullable();
    t.boolean('is_oceanfront').notNullable();
    t.text('google_url').notNullable();
    t.jsonb('reviews').notNullable();
    timestamps(t);
  });
  await knex.raw(`alter table resorts
    add constraint resorts_rating_check check (rating in ('5', '4.5')),
    add constraint resorts_price_level_check check (price_level in ('$$$$', '$$$$$')),
    add constraint resorts_location_check check (location in
      ('CABO SAN LUCAS', 'SAN JOSÉ DEL CABO', 'SAN JOSE DEL CABO', 'CORRIDOR')),
    add constraint resorts_max_guests_check check (max_guests in (2, 4, 6)),
    add constraint resorts_review_count_check check (review_count >= 0),
    add constraint resorts_rooms_check check (rooms > 0)`);

  await knex.schema.createTable('villas', (t) => {
    t.text('id').primary();
    t.text('slug').notNullable().unique();
    t.text('track_hs_id').notNullable().unique();
    t.text('name').notNullable();
    t.text('description').notNullable();
    t.text('location').notNullable();
    t.text('rating').notNullable();
    t.text('image_url').notNullable();
    t.text('url').notNullable();
    t.integer('bedrooms').notNullable();
    t.integer('bathrooms').notNullable();
    t.integer('max_guests').notNullable();
    t.boolean('is_beachfront').notNullable();
    t.boolean('is_oceanfront').notNullable();
    t.jsonb('amenities').notNullable();
    t.jsonb('image_urls').notNullable();
    t.integer('price_per_night').notNullable();
    t.text('address').notNullable();
    t.double('latitude').notNullable();
    t.double('longitude').notNullable();
    t.jsonb('reviews').notNullable();
    t.timestamp('last_synced_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    timestamps(t);
  });
  await knex.raw(`alter table villas
    add constraint villas_counts_check check (bedrooms > 0 and bathrooms > 0 and max_guests > 0),
    add constraint villas_price_check check (price_per_night > 0)`);

  await knex.schema.createTable('adventures', (t) => {
    t.integer('id').primary();
    t.text('slug').notNullable().unique();
    t.text('url').notNullable();
    t.text('image_url').notNullable();
    t.text('title').notNullable();
    t.text('current_price').notNullable();
    t.text('original_price').notNullable();
    t.text('discount').notNullable();
    t.text('duration').notNullable();
    t.integer('min_age').notNullable();
    t.text('provider').notNullable();
    t.text('category').nullable();
    t.decimal('rating', 2, 1).nullable();
    t.text('description').notNullable();
    t.jsonb('included').notNullable();
    t.jsonb('faq').notNullable();
    t.jsonb('reviews').notNullable();
    timestamps(t);
    t.index(['category']);
  });
  await knex.raw(`alter table adventures
    add constraint adventures_category_check check (category in ('water', 'land', 'luxury', 'family')),
    add constraint adventures_rating_check check (rating between 0 and 5)`);

  await knex.schema.createTable('blog_posts', (t) => {
    t.integer('id').primary();
    t.text('slug').notNullable().unique();
    t.text('title').notNullable();
    t.text('excerpt').notNullable();
    t.text('content').notNullable();
    t.text('image_url').notNullable();
    t.text('category').notNullable();
    t.text('author').notNullable();
    t.date('date').notNullable();
    t.text('read_time').notNullable();
    t.text('cta_type').notNullable();
    timestamps(t);
  });
  await knex.raw('create index blog_posts_date_idx on blog_posts (date desc, id desc)');
  await knex.raw(`alter table blog_posts
    add constraint blog_posts_category_check check (category in ('Local Guides', 'Luxury Travel', 'Weddings')),
    add constraint blog_posts_cta_type_check check (cta_type in ('beachGuide', 'luxuryGuide', 'weddingGuide'))`);

  await knex.schema.createTable('restaurants', (t) => {
    t.integer('id').primary();
    t.text('name').notNullable();
    t.text('cuisine').notNullable();
    t.text('price_range').notNullable();
    t.text('location').notNullable();
    t.text('address').notNullable();
    t.text('description').notNullable();
    t.text('image_url').notNullable();
    t.decimal('rating', 2, 1).notNullable();
    t.integer('review_count').notNullable();
    t.integer('bookings_today').notNullable().defaultTo(0);
    t.text('rating_label').notNullable();
    t.text('phone').notNullable();
    t.text('website').notNullable();
    t.text('open_table_url').notNullable();
    t.double('latitude').nullable();
    t.double('longitude').nullable();
    t.jsonb('features').notNullable();
    t.jsonb('menu').notNullable();
    t.jsonb('hours').notNullable();
    t.jsonb('available_timeslots').notNullable();
    timestamps(t);
  });
  // The parsed list collapses duplicates by name (docs/adventures-and-restaurants.md); the table keeps it so.
  await knex.raw('create unique index restaurants_name_unique on restaurants (lower(name))');
  await knex.raw(`alter table restaurants
    add constraint restaurants_price_range_check check (price_range in ('$', '$$', '$$$', '$$$$')),
    add constraint restaurants_rating_check check (rating between 0 and 5),
    add constraint restaurants_counts_check check (review_count >= 0 and bookings_today >= 0)`);

  // Events keep a day offset into the 28-day window; the API resolves the date when read.
  await knex.schema.createTable('events', (t) => {
    t.integer('id').primary();
    t.text('title').notNullable();
    t.integer('day_offset').notNullable();
    t.text('time').notNullable();
    t.text('type').notNullable();
    t.text('location').notNullable();
    t.text('description').notNullable();
    timestamps(t);
  });
  await knex.raw(`alter table events
    add constraint events_day_offset_check check (day_offset between 0 and 27),
    add constraint events_type_check check (type in ('music', 'food', 'sports', 'culture'))`);
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['events', 'restaurants', 'blog_posts', 'adventures', 'villas', 'resorts']) {
    await knex.schema.dropTable(table);
  }
}
