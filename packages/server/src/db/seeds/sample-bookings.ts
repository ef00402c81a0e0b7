import { caboDate } from '@cabo/contract';
import { sampleStays } from '@cabo/data';
import type { Knex } from 'knex';

/** The form type of the owners' calendar holds: nights kept, not requests (not in analytics). */
export const OWNER_CALENDAR_FORM_TYPE = 'owner-calendar';

/**
 * Confirmed villa bookings from the owners' calendar, so the villa pages show held nights
 * (docs/stays.md, "Availability"). Run by the server at start, not by `runSeeds`: tests count
 * bookings from an empty table. Idempotent on (form_type, submission_id); a sample stay is
 * moved forward only once it has ended, so an admin's change to a current one stays.
 */
export async function seedSampleVillaBookings(knex: Knex, today: Date): Promise<void> {
  const stays = sampleStays(today);
  const villas = (await knex('villas')
    .whereIn(
      'slug',
      stays.map((s) => s.slug),
    )
    .select('id', 'slug', 'name')) as { id: string; slug: string; name: string }[];
  const rows = stays.flatMap((stay) => {
    const villa = villas.find((v) => v.slug === stay.slug);
    if (!villa) return [];
    return [
      {
        form_type: OWNER_CALENDAR_FORM_TYPE,
        submission_id: `sample-${stay.slug}`,
        booking_type: 'villa',
        status: 'confirmed',
        first_name: 'Owner',
        last_name: 'Calendar',
        email: 'owners@example.com',
        start_date: stay.start,
        end_date: stay.end,
        guests: 2,
        listing_id: villa.id,
        listing_name: villa.name,
        source: 'owner-calendar',
        form_name: 'owner-calendar',
        form_data: JSON.stringify({ note: 'Held on the owner’s calendar' }),
      },
    ];
  });
  if (rows.length === 0) return;
  await knex('bookings')
    .insert(rows)
    .onConflict(['form_type', 'submission_id'])
    .merge(['start_date', 'end_date'])
    .where('bookings.end_date', '<=', caboDate(today));
}
