import { resortFromNightlyPrices, villaCleaningFees } from '@cabo/data';
import type { Knex } from 'knex';

/**
 * True totals (docs/stays.md, "True totals"): a villa's cleaning fee (whole dollars, seeded
 * from the data package; drafts and revisions get it too, so a save or a restore of them stays
 * valid), a resort's "from" nightly price (none unless staff set one), the pricing settings
 * beside the marketing figures in `site_figures` (text values: a percentage, a rate, a date,
 * the cancellation terms), and a villa booking's price as the server computed it at the
 * request.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('villas', (t) => {
    t.integer('cleaning_fee').notNullable().defaultTo(0);
  });
  await knex.raw(
    `alter table villas add constraint villas_cleaning_fee_check check (cleaning_fee >= 0)`,
  );
  for (const [slug, fee] of Object.entries(villaCleaningFees)) {
    await knex('villas')
      .where({ slug })
      .update({ cleaning_fee: Number(fee) });
  }
  await knex.raw(
    `update villas set draft = draft || jsonb_build_object('cleaningFee', cleaning_fee::text)
      where draft is not null and not draft \\? 'cleaningFee'`,
  );
  await knex.raw(
    `update content_revisions r
        set snapshot = r.snapshot || jsonb_build_object('cleaningFee',
          coalesce((select v.cleaning_fee from villas v where v.id = r.item_id), 0)::text)
      where r.kind = 'villas' and not r.snapshot \\? 'cleaningFee'`,
  );

  await knex.schema.alterTable('resorts', (t) => {
    t.integer('from_nightly_price').nullable();
  });
  await knex.raw(
    `alter table resorts add constraint resorts_from_nightly_price_check check (from_nightly_price > 0)`,
  );
  for (const [id, price] of Object.entries(resortFromNightlyPrices)) {
    await knex('resorts')
      .where({ id: Number(id) })
      .update({ from_nightly_price: Number(price) });
  }

  await knex.schema.alterTable('site_figures', (t) => {
    t.text('text_value').nullable();
  });
  await knex.raw(`alter table site_figures alter column value drop not null`);
  await knex.raw(
    `alter table site_figures add constraint site_figures_one_value_check
       check ((value is null) <> (text_value is null))`,
  );

  await knex.schema.alterTable('bookings', (t) => {
    t.integer('total_cents').nullable();
    t.jsonb('price').nullable();
  });
  await knex.raw(
    `alter table bookings add constraint bookings_total_cents_check check (total_cents is null or total_cents >= 0)`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (t) => {
    t.dropColumn('price');
    t.dropColumn('total_cents');
  });
  await knex('site_figures').whereNull('value').delete();
  await knex.raw(`alter table site_figures drop constraint site_figures_one_value_check`);
  await knex.raw(`alter table site_figures alter column value set not null`);
  await knex.schema.alterTable('site_figures', (t) => t.dropColumn('text_value'));
  await knex.schema.alterTable('resorts', (t) => t.dropColumn('from_nightly_price'));
  await knex.raw(`update villas set draft = draft - 'cleaningFee' where draft is not null`);
  await knex.raw(
    `update content_revisions set snapshot = snapshot - 'cleaningFee' where kind = 'villas'`,
  );
  await knex.schema.alterTable('villas', (t) => t.dropColumn('cleaning_fee'));
}
