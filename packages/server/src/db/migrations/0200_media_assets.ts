import type { Knex } from 'knex';

/**
 * The media library (docs/media.md): one row per uploaded picture. The row is also the
 * processing job: `processing` rows are claimed by a worker (`lease_until`), so a picture
 * whose instance stopped mid-way is taken up again by the next worker that looks.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('media_assets', (t) => {
    t.uuid('id').primary();
    t.text('filename').notNullable();
    t.text('content_type').notNullable();
    t.integer('bytes').notNullable();
    t.integer('width').notNullable();
    t.integer('height').notNullable();
    t.text('status').notNullable().defaultTo('processing');
    /** [{ width, height, format }] once ready; the URLs follow from the id. */
    t.jsonb('variants').notNullable().defaultTo('[]');
    t.text('placeholder').nullable();
    t.text('alt').nullable();
    t.text('caption').nullable();
    t.double('focal_x').notNullable().defaultTo(0.5);
    t.double('focal_y').notNullable().defaultTo(0.5);
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('lease_until', { useTz: true }).nullable();
    t.text('last_error').nullable();
    t.integer('uploaded_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table media_assets
    add constraint media_assets_status_check check (status in ('processing', 'ready', 'failed')),
    add constraint media_assets_focal_check check (focal_x between 0 and 1 and focal_y between 0 and 1)`);
  await knex.raw(
    'create index media_assets_created_idx on media_assets (created_at desc, id desc)',
  );
  await knex.raw(
    "create index media_assets_processing_idx on media_assets (created_at) where status = 'processing'",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('media_assets');
}
