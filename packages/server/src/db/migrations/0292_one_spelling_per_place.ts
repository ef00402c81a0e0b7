import { normalizePlaceNames } from '@cabo/contract';
import type { Knex } from 'knex';

/**
 * Seeded faults a database keeps once seeded (the seed never overwrites a row):
 * - one spelling per place (docs/catalogue.md, "Locations"): resorts' 'SAN JOSE DEL CABO'
 *   becomes 'SAN JOSÉ DEL CABO' (the check no longer allows it), and every location of the
 *   other kinds, drafts included, names its places in our spelling, so a filter offers each
 *   place once;
 * - "Sunday Brunch & Mariachi" was dated on a Saturday (offset 27 from the Sunday the calendar
 *   starts on); it moves to the Sunday before, unless staff already moved it;
 * - "Sunset Acoustic Sessions" started at 7:30 PM, after sunset all year (5:40 to 7:20 PM in
 *   Cabo): it starts at 5:30 PM.
 */
const TABLES = ['resorts', 'villas', 'restaurants', 'events', 'real_estate_listings'];

type Row = { id: number | string; location: string; draft: unknown };
const parsed = (v: unknown): unknown => (typeof v === 'string' ? JSON.parse(v) : v);

export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table resorts drop constraint resorts_location_check');
  for (const table of TABLES) {
    const rows = (await knex(table).select('id', 'location', 'draft')) as Row[];
    for (const row of rows) {
      const update: Record<string, unknown> = {};
      const location = normalizePlaceNames(row.location);
      if (location !== row.location) update.location = location;
      const draft = parsed(row.draft) as { location?: unknown } | null;
      if (draft && typeof draft.location === 'string') {
        const drafted = normalizePlaceNames(draft.location);
        if (drafted !== draft.location)
          update.draft = JSON.stringify({ ...draft, location: drafted });
      }
      if (Object.keys(update).length) await knex(table).where({ id: row.id }).update(update);
    }
  }
  await knex.raw(`alter table resorts add constraint resorts_location_check
    check (location in ('CABO SAN LUCAS', 'SAN JOSÉ DEL CABO', 'CORRIDOR'))`);
  await knex('events')
    .where({ title: 'Sunday Brunch & Mariachi', day_offset: 27 })
    .update({ day_offset: 21 });
  await knex('events')
    .where({ title: 'Sunset Acoustic Sessions', time: '7:30 PM' })
    .update({ time: '5:30 PM' });
}

/** The wider check again; the spellings and the date stay corrected. */
export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table resorts drop constraint resorts_location_check');
  await knex.raw(`alter table resorts add constraint resorts_location_check check (location in
      ('CABO SAN LUCAS', 'SAN JOSÉ DEL CABO', 'SAN JOSE DEL CABO', 'CORRIDOR'))`);
}
