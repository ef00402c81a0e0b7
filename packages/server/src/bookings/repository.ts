import type { Booking, VillaPriceSummary } from '@cabo/contract';
import type { Knex } from 'knex';
import { isoTimestamp, jsonValue, nullIfEmpty } from '../db/values.ts';

/** A booking to store: from POST /api/bookings or the logged-in resort/villa forms. */
export interface NewBooking {
  /** The idempotency namespace: 'booking', 'resort-inquiry', 'villa-booking'. */
  formType: string;
  submissionId: string;
  bookingType: Booking['bookingType'];
  status?: Booking['status'];
  firstName?: string | null;
  lastName?: string | null;
  email: string;
  phone?: string | null;
  /** 'yyyy-MM-dd' or ISO date-time; stored as the calendar day. */
  startDate?: string | null;
  endDate?: string | null;
  time?: string | null;
  guests?: number | null;
  listingId?: string | null;
  listingName?: string | null;
  specialRequests?: string | null;
  source?: string;
  tags?: string | null;
  formName?: string | null;
  formData?: Record<string, unknown>;
  userId?: number | null;
  /** A villa stay's price, computed by the server (docs/stays.md, "True totals"). */
  price?: VillaPriceSummary;
}

export interface BookingRow {
  id: number;
  reference: string;
  status_message: string | null;
  form_type: string;
  submission_id: string;
  booking_type: Booking['bookingType'];
  status: Booking['status'];
  first_name: string | null;
  last_name: string | null;
  email: string;
  phone: string | null;
  start_date: string | null;
  end_date: string | null;
  time: string | null;
  guests: number | null;
  listing_id: string | null;
  listing_name: string | null;
  special_requests: string | null;
  source: string;
  tags: string | null;
  form_name: string | null;
  form_data: unknown;
  user_id: number | null;
  total_cents: number | null;
  price: unknown;
  created_at: Date;
  updated_at: Date;
}

/**
 * Columns to select for `bookingFromRow` (dates as text: pg would turn a `date` into a
 * local-midnight Date and shift the day).
 */
export function bookingColumns(knex: Knex | Knex.Transaction): (string | Knex.Raw)[] {
  return [
    'bookings.*',
    knex.raw(`to_char(bookings.start_date, 'YYYY-MM-DD') as start_date`),
    knex.raw(`to_char(bookings.end_date, 'YYYY-MM-DD') as end_date`),
  ];
}

/** A booking just stored, with the reference its receipt carries. */
export type StoredBooking = Booking & { reference: string };

export async function insertBooking(
  trx: Knex.Transaction,
  booking: NewBooking,
): Promise<StoredBooking> {
  const [inserted] = (await trx('bookings')
    .insert({
      form_type: booking.formType,
      submission_id: booking.submissionId,
      booking_type: booking.bookingType,
      status: booking.status ?? 'pending',
      first_name: nullIfEmpty(booking.firstName),
      last_name: nullIfEmpty(booking.lastName),
      email: booking.email,
      phone: nullIfEmpty(booking.phone),
      start_date: booking.startDate ? booking.startDate.slice(0, 10) : null,
      end_date: booking.endDate ? booking.endDate.slice(0, 10) : null,
      time: nullIfEmpty(booking.time),
      guests: booking.guests ?? null,
      listing_id: nullIfEmpty(booking.listingId),
      listing_name: nullIfEmpty(booking.listingName),
      special_requests: nullIfEmpty(booking.specialRequests),
      source: booking.source ?? 'website',
      tags: nullIfEmpty(booking.tags),
      form_name: nullIfEmpty(booking.formName),
      form_data: JSON.stringify(booking.formData ?? {}),
      user_id: booking.userId ?? null,
      total_cents: booking.price?.totalCents ?? null,
      price: booking.price ? JSON.stringify(booking.price) : null,
    })
    .returning('id')) as { id: number }[];
  const row = (await trx('bookings')
    .select(bookingColumns(trx))
    .where('id', inserted!.id)
    .first()) as BookingRow;
  return { ...bookingFromRow(row), reference: row.reference };
}

export function bookingFromRow(row: BookingRow): Booking {
  return {
    id: row.id,
    createdAt: isoTimestamp(row.created_at),
    updatedAt: isoTimestamp(row.updated_at),
    submissionId: row.submission_id,
    formType: row.form_type,
    bookingType: row.booking_type,
    status: row.status,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    startDate: row.start_date,
    endDate: row.end_date,
    time: row.time,
    guests: row.guests,
    listingId: row.listing_id,
    listingName: row.listing_name,
    specialRequests: row.special_requests,
    source: row.source,
    tags: row.tags,
    formName: row.form_name,
    formData: jsonValue<Record<string, unknown>>(row.form_data),
    userId: row.user_id,
    ...(row.total_cents === null || row.total_cents === undefined
      ? {}
      : { totalCents: row.total_cents }),
    ...(row.price ? { price: jsonValue<VillaPriceSummary>(row.price) } : {}),
  };
}
