import type { Knex } from 'knex';

/** The catalogue tables staff edit in the content studio (docs/admin.md). */
const CATALOGUE_TABLES = ['resorts', 'villas', 'adventures', 'restaurants', 'blog_posts', 'events'];

/**
 * The content studio: each catalogue row is what visitors see while its status is
 * `published`; saved edits wait in `draft` (the whole content, as the admin API names its
 * fields) until publish copies them into the columns. Every save, publish and status change
 * is a row of `content_revisions`; a published slug that changed keeps answering from
 * `slug_redirects`. Rows there before this migration were public: they stay published.
 */
export async function up(knex: Knex): Promise<void> {
  for (const table of CATALOGUE_TABLES) {
    await knex.schema.alterTable(table, (t) => {
      t.text('status').notNullable().defaultTo('published');
      t.integer('version').notNullable().defaultTo(1);
      t.jsonb('draft').nullable();
      t.timestamp('published_at', { useTz: true }).nullable();
    });
    await knex.raw(
      `alter table ?? add constraint ?? check (status in ('draft', 'published', 'archived'))`,
      [table, `${table}_status_check`],
    );
    await knex(table).update({ published_at: knex.ref('created_at') });
  }

  await knex.schema.createTable('content_revisions', (t) => {
    t.increments('id').primary();
    t.text('kind').notNullable();
    // Text for every kind: villas have text ids, the others integers.
    t.text('item_id').notNullable();
    t.integer('version').notNullable();
    t.text('action').notNullable();
    t.text('status').notNullable();
    t.integer('user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.text('user_name').notNullable();
    t.jsonb('snapshot').notNullable();
    t.jsonb('changed_fields').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['kind', 'item_id', 'version']);
  });

  await knex.schema.createTable('slug_redirects', (t) => {
    t.text('kind').notNullable();
    t.text('old_slug').notNullable();
    t.text('item_id').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['kind', 'old_slug']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('slug_redirects');
  await knex.schema.dropTable('content_revisions');
  for (const table of CATALOGUE_TABLES) {
    await knex.schema.alterTable(table, (t) => {
      t.dropChecks([`${table}_status_check`]);
      t.dropColumns('status', 'version', 'draft', 'published_at');
    });
  }
}
