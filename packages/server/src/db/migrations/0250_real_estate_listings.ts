import type { Knex } from 'knex';

/**
 * The real estate page's listings for sale (docs/catalogue.md, "Real estate"): a content
 * studio kind from the start, so the table has the studio's columns (docs/admin.md) and
 * the gallery's media ids. Visitors see published rows, in id order.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('real_estate_listings', (t) => {
    t.integer('id').primary();
    t.text('title').notNullable();
    t.text('location').notNullable();
    // Whole US dollars: an int4 holds any price the contract allows.
    t.integer('price').notNullable();
    t.integer('beds').notNullable();
    t.integer('baths').notNullable();
    t.integer('sqft').notNullable();
    t.text('description').notNullable();
    t.jsonb('features').notNullable().defaultTo('[]');
    t.text('image_url').notNullable();
    t.jsonb('gallery_ids').notNullable().defaultTo('[]');
    t.text('status').notNullable().defaultTo('draft');
    t.integer('version').notNullable().defaultTo(1);
    t.jsonb('draft').nullable();
    t.timestamp('published_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table real_estate_listings
    add constraint real_estate_listings_status_check check (status in ('draft', 'published', 'archived')),
    add constraint real_estate_listings_figures_check check (price >= 0 and beds >= 0 and baths >= 0 and sqft >= 0)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('real_estate_listings');
}
