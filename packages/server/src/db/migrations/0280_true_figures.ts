import type { Knex } from 'knex';

/** The adventures the seed keeps on offer; every other seeded "-30%" was a stub. */
const SEEDED_OFFERS = ['luxury-sailing', 'sunset-sailing', 'atv-desert-beach'];

/**
 * Figures are computed from stored data (docs/catalogue.md, "Figures"): an adventure's discount
 * comes from its original price (now optional: no offer without one), a restaurant's bookings
 * today from its stored table requests, a post's read time from its words, so their columns
 * go. Drafts and revisions lose those keys too, so a save or a restore of them is still valid.
 * The marketing figures become settings staff edit: `site_figures`, one row per claim.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('adventures', (t) => {
    t.text('original_price').nullable().alter();
  });
  // The uniform "-30%" the spec's stub put on every adventure, except the seeded offers.
  await knex('adventures')
    .where('discount', '-30%')
    .whereNotIn('slug', SEEDED_OFFERS)
    .update({ original_price: null });
  await knex.schema.alterTable('adventures', (t) => t.dropColumn('discount'));
  // Its check goes with it (the review count went with 0270: reviews are rows now).
  await knex.schema.alterTable('restaurants', (t) => t.dropColumn('bookings_today'));
  await knex.schema.alterTable('blog_posts', (t) => t.dropColumn('read_time'));

  const computed: [string, string, string][] = [
    ['adventures', 'adventures', 'discount'],
    ['restaurants', 'restaurants', 'bookingsToday'],
    ['blog_posts', 'posts', 'readTime'],
  ];
  for (const [table, kind, key] of computed) {
    await knex.raw(`update ?? set draft = draft - ? where draft \\? ?`, [table, key, key]);
    await knex.raw(
      `update content_revisions set snapshot = snapshot - ? where kind = ? and snapshot \\? ?`,
      [key, kind, key],
    );
  }
  // A draft's stub original price goes as its column did (an offer is set again by staff).
  await knex('adventures')
    .whereNotNull('draft')
    .whereNull('original_price')
    .whereNotIn('slug', SEEDED_OFFERS)
    .update({ draft: knex.raw(`draft - 'originalPrice'`) });

  await knex.schema.createTable('site_figures', (t) => {
    t.text('key').primary();
    t.integer('value').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('updated_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.text('updated_by_name').nullable();
  });
  await knex.raw(
    `alter table site_figures add constraint site_figures_value_check check (value >= 0)`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('site_figures');
  // Added with a default for the rows there, then without one, as the columns were.
  await knex.schema.alterTable('blog_posts', (t) => {
    t.text('read_time').notNullable().defaultTo('1 min read');
  });
  await knex.raw(`alter table blog_posts alter column read_time drop default`);
  // Its check comes back with 0270's down, which restores the review count it shares.
  await knex.schema.alterTable('restaurants', (t) => {
    t.integer('bookings_today').notNullable().defaultTo(0);
  });
  await knex.schema.alterTable('adventures', (t) => {
    t.text('discount').notNullable().defaultTo('');
  });
  await knex.raw(`alter table adventures alter column discount drop default`);
  await knex('adventures')
    .whereNull('original_price')
    .update({ original_price: knex.ref('current_price') });
  await knex.schema.alterTable('adventures', (t) => {
    t.text('original_price').notNullable().alter();
  });
}
