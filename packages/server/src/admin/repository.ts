import type { Booking, GuideSubmission, Lead } from '@cabo/contract';
import type { Knex } from 'knex';
import { bookingColumns, bookingFromRow, type BookingRow } from '../bookings/repository.ts';
import {
  guideSubmissionFromRow,
  type GuideSubmissionRow,
} from '../guide-submissions/repository.ts';
import { leadFromRow, type LeadRow } from '../leads/repository.ts';

// Newest first, served by the (created_at desc, id desc) indexes of migration 0003.

export async function listLeads(knex: Knex): Promise<Lead[]> {
  const rows = (await knex('leads').orderBy([
    { column: 'created_at', order: 'desc' },
    { column: 'id', order: 'desc' },
  ])) as LeadRow[];
  return rows.map(leadFromRow);
}

export async function listBookings(knex: Knex): Promise<Booking[]> {
  const rows = (await knex('bookings')
    .select(bookingColumns(knex))
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])) as BookingRow[];
  return rows.map(bookingFromRow);
}

export async function listGuideSubmissions(knex: Knex): Promise<GuideSubmission[]> {
  const rows = (await knex('guide_submissions').orderBy([
    { column: 'created_at', order: 'desc' },
    { column: 'id', order: 'desc' },
  ])) as GuideSubmissionRow[];
  return rows.map(guideSubmissionFromRow);
}
