import {
  staysOverlap,
  VILLA_CONFIRM_OVERLAP,
  VILLA_DATES_UNAVAILABLE,
  type StayRange,
  type VillaAvailability,
} from '@cabo/contract';
import type { Knex } from 'knex';
import { jsonValue } from '../db/values.ts';
import { HttpError } from '../errors.ts';

// Villa availability (docs/stays.md, "Availability"): the nights a confirmed villa booking
// holds are [start_date, end_date). Requests and confirmations of one villa take a lock on
// its row, so a check and the write that relies on it see the same confirmed bookings. The
// owner's blocked dates (set in the content studio) hold nights the same way.

type Db = Knex | Knex.Transaction;

const confirmedVillaBookings = (knex: Db) =>
  knex('bookings').where({ booking_type: 'villa', status: 'confirmed' });

/** Every villa with the held nights that have not ended by `today` ('yyyy-MM-dd'), soonest first. */
export async function listVillaAvailability(knex: Db, today: string): Promise<VillaAvailability[]> {
  const villas = (await knex('villas')
    .select('id', 'slug', 'blocked_dates')
    .where('status', 'published')
    .orderByRaw(`(substring(id from '[0-9]+$'))::int, id`)) as {
    id: string;
    slug: string;
    blocked_dates: unknown;
  }[];
  const held = (await confirmedVillaBookings(knex)
    .where('end_date', '>', today)
    .orderBy('start_date')
    .select(
      'listing_id',
      knex.raw(`to_char(start_date, 'YYYY-MM-DD') as start`),
      knex.raw(`to_char(end_date, 'YYYY-MM-DD') as "end"`),
    )) as ({ listing_id: string } & StayRange)[];
  return villas.map((v) => ({
    villaId: v.id,
    slug: v.slug,
    unavailable: [
      ...held.filter((h) => h.listing_id === v.id).map(({ start, end }) => ({ start, end })),
      ...jsonValue<StayRange[]>(v.blocked_dates).filter((r) => r.end > today),
    ].sort((a, b) => a.start.localeCompare(b.start)),
  }));
}

/** Confirmed bookings of `villaId` sharing a night with check-in `start` to check-out `end`. */
function overlapping(trx: Knex.Transaction, villaId: string, start: string, end: string) {
  return confirmedVillaBookings(trx)
    .where('listing_id', villaId)
    .where('start_date', '<', end.slice(0, 10))
    .where('end_date', '>', start.slice(0, 10));
}

/**
 * Refuses (409, nothing stored) a request for nights a confirmed booking holds. Takes a share
 * lock on the villa: a confirmation of the same villa in progress finishes first.
 */
export async function refuseHeldNights(
  trx: Knex.Transaction,
  villaId: string,
  start: string,
  end: string,
): Promise<void> {
  const villa = (await trx('villas').where({ id: villaId }).forShare().first('blocked_dates')) as
    { blocked_dates: unknown } | undefined;
  const blocked = villa ? jsonValue<StayRange[]>(villa.blocked_dates) : [];
  if (
    staysOverlap(start, end, blocked) ||
    (await overlapping(trx, villaId, start, end).first('id'))
  ) {
    throw new HttpError(409, 'dates_unavailable', VILLA_DATES_UNAVAILABLE);
  }
}

/**
 * An admin confirming villa booking `bookingId`: refused (409) when another confirmed booking
 * of the villa shares a night. The exclusive lock makes two confirmations take turns.
 */
export async function refuseOverlappingConfirmation(
  trx: Knex.Transaction,
  booking: {
    id: number;
    listingId: string | null;
    startDate: string | null;
    endDate: string | null;
  },
): Promise<void> {
  if (!booking.listingId || !booking.startDate || !booking.endDate) return;
  await trx('villas').where({ id: booking.listingId }).forUpdate().first('id');
  const clash = await overlapping(trx, booking.listingId, booking.startDate, booking.endDate)
    .whereNot('id', booking.id)
    .first('id');
  if (clash) throw new HttpError(409, 'dates_unavailable', VILLA_CONFIRM_OVERLAP);
}
