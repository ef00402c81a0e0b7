import {
  ADMIN_ANALYTICS_MONTHS,
  CABO_TIME_ZONE,
  type AdminAnalytics,
  type AdminBookingDetail,
  type AdminGuideSubmissionDetail,
  type AdminLeadDetail,
  type User,
  visitorNotifiedStatuses,
} from '@cabo/contract';
import type { Knex } from 'knex';
import { HttpError } from '../errors.ts';
import { queueGuideResend, type Outbox } from '../submissions/outbox.ts';
import { storedSubmission } from '../submissions/pipeline.ts';
import { refuseOverlappingConfirmation } from '../villas/availability.ts';
import {
  activityOf,
  clearSpam,
  earlierLeads,
  findBooking,
  findGuideSubmission,
  findLead,
  forwardedLead,
  insertActivity,
  leadsPerMonth,
  recordCounts,
  updateStatus,
  type AdminRecordTable,
} from './repository.ts';

/**
 * Months are counted in the business's own zone (Los Cabos, Baja California Sur), so a lead
 * sent on the evening of the 31st counts in that month, not the next.
 */
export const ADMIN_TIME_ZONE = CABO_TIME_ZONE;

const notFound = (what: string) => new HttpError(404, 'not_found', `No ${what} with that id`);

/** Who an activity entry names: the admin's username (admins sign in with one). */
export function actorOf(user: User): { id: number; name: string } {
  return { id: user.id, name: user.username ?? user.email ?? `user ${user.id}` };
}

export async function leadDetail(
  knex: Knex | Knex.Transaction,
  id: number,
): Promise<AdminLeadDetail> {
  const lead = await findLead(knex, id);
  if (!lead) throw notFound('lead');
  return {
    record: lead,
    history: await activityOf(knex, 'leads', id),
    earlierLeads: await earlierLeads(knex, lead),
  };
}

export async function bookingDetail(
  knex: Knex | Knex.Transaction,
  id: number,
): Promise<AdminBookingDetail> {
  const booking = await findBooking(knex, id);
  if (!booking) throw notFound('booking');
  return { record: booking, history: await activityOf(knex, 'bookings', id) };
}

export async function guideSubmissionDetail(
  knex: Knex | Knex.Transaction,
  id: number,
): Promise<AdminGuideSubmissionDetail> {
  const guide = await findGuideSubmission(knex, id);
  if (!guide) throw notFound('guide submission');
  return { record: guide, history: await activityOf(knex, 'guide_submissions', id) };
}

export interface StatusChange<S extends string> {
  status?: S;
  note?: string;
}

/**
 * Applies a status and/or note to a lead or booking and records it in the history, in one
 * transaction with the record locked. Setting the status it already has records only the
 * note; with no note either, nothing is written.
 */
async function changeStatus(
  trx: Knex.Transaction,
  table: Extract<AdminRecordTable, 'leads' | 'bookings'>,
  current: { id: number; status: string },
  change: StatusChange<string>,
  user: User,
  at: Date,
): Promise<void> {
  const moves = change.status !== undefined && change.status !== current.status;
  const note = change.note ? change.note : null;
  if (!moves && note === null) return;
  if (moves) await updateStatus(trx, table, current.id, change.status!, at);
  await insertActivity(trx, {
    table,
    recordId: current.id,
    action: 'update',
    fromStatus: moves ? current.status : null,
    toStatus: moves ? change.status! : null,
    note,
    actor: actorOf(user),
    at,
  });
}

/**
 * Queues what a spam-flagged lead never got: its forwardings and e-mail, as if it had just
 * been accepted (the same outbox jobs the submissions pipeline writes).
 */
async function queueLeadDeliveries(
  trx: Knex.Transaction,
  outbox: Outbox,
  id: number,
): Promise<void> {
  const lead = await forwardedLead(trx, id);
  const stored = storedSubmission('leads', lead, { topic: 'lead.created', table: 'contact_form' });
  await outbox.enqueue(trx, [
    {
      message: {
        ...stored.outbox,
        recordTable: 'leads',
        recordId: id,
        submissionId: lead.submissionId,
      },
      at: new Date(lead.createdAt),
    },
  ]);
}

/**
 * A lead's status and/or note, and `spam: false`: a spam-flagged lead moves back among the
 * leads, the history says who did it, and its deliveries are queued in the same transaction.
 */
export function updateLead(
  knex: Knex,
  outbox: Outbox,
  id: number,
  change: StatusChange<string> & { spam?: false },
  user: User,
  at: Date,
): Promise<AdminLeadDetail> {
  return knex.transaction(async (trx) => {
    const lead = await findLead(trx, id, true);
    if (!lead) throw notFound('lead');
    if (change.spam === false && lead.spam) {
      await clearSpam(trx, id, at);
      await insertActivity(trx, {
        table: 'leads',
        recordId: id,
        action: 'not_spam',
        fromStatus: null,
        toStatus: null,
        note: null,
        actor: actorOf(user),
        at,
      });
      await queueLeadDeliveries(trx, outbox, id);
    }
    await changeStatus(trx, 'leads', lead, change, user, at);
    return leadDetail(trx, id);
  });
}

/**
 * A booking's status and/or note. A move the visitor is told of (visitorNotifiedStatuses)
 * keeps staff's `message` on the booking (its status page shows it) and queues the visitor's
 * e-mail in the same transaction: one change, one e-mail (docs/admin.md, "Edit").
 */
export function updateBooking(
  knex: Knex,
  outbox: Outbox,
  id: number,
  change: StatusChange<string> & { message?: string },
  user: User,
  at: Date,
): Promise<AdminBookingDetail> {
  return knex.transaction(async (trx) => {
    const booking = await findBooking(trx, id, true);
    if (!booking) throw notFound('booking');
    // A confirmed villa booking holds its nights: two may not hold the same one.
    if (
      booking.bookingType === 'villa' &&
      change.status === 'confirmed' &&
      booking.status !== 'confirmed'
    ) {
      await refuseOverlappingConfirmation(trx, booking);
    }
    const moves = change.status !== undefined && change.status !== booking.status;
    if (change.message && !moves) {
      const message = 'A message to the visitor goes with a change of status';
      throw new HttpError(400, 'validation_failed', message, { message: [message] });
    }
    await changeStatus(trx, 'bookings', booking, change, user, at);
    if (moves) {
      const message = change.message ? change.message : null;
      await trx('bookings').where({ id }).update({ status_message: message });
      if (visitorNotifiedStatuses.includes(change.status!) && !booking.spam) {
        await outbox.queueLetters(trx, [
          {
            kind: 'status_change',
            recordTable: 'bookings',
            recordId: id,
            submissionId: booking.submissionId,
            payload: { status: change.status, message },
          },
        ]);
      }
    }
    return bookingDetail(trx, id);
  });
}

/**
 * "Resend" a guide: the outbox queues the guide e-mail again and sets the request back to
 * 'pending' (its worker sets 'sent' once it has gone), in the same transaction as the
 * history entry, so either both happen or neither does.
 */
export function resendGuide(
  knex: Knex,
  id: number,
  user: User,
  at: Date,
): Promise<AdminGuideSubmissionDetail> {
  return knex.transaction(async (trx) => {
    const guide = await findGuideSubmission(trx, id, true);
    if (!guide) throw notFound('guide submission');
    // Spam is never sent anything (docs/admin.md, "Spam").
    if (guide.spam) {
      throw new HttpError(409, 'spam', 'A spam-flagged guide request is not sent the guide');
    }
    if ((await queueGuideResend(trx, id)) === null) throw notFound('guide submission');
    const moves = guide.status !== 'pending';
    await insertActivity(trx, {
      table: 'guide_submissions',
      recordId: id,
      action: 'resend',
      fromStatus: moves ? guide.status : null,
      toStatus: moves ? 'pending' : null,
      note: null,
      actor: actorOf(user),
      at,
    });
    return guideSubmissionDetail(trx, id);
  });
}

/** The last `count` months as 'yyyy-MM' in `timeZone`, the month of `now` last. */
export function monthsEndingAt(now: Date, timeZone: string, count: number): string[] {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(now);
  const year = Number(parts.find((p) => p.type === 'year')?.value);
  const month = Number(parts.find((p) => p.type === 'month')?.value);
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    const index = year * 12 + (month - 1) - back;
    months.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return months;
}

/** The dashboard's figures, counted from the stored records at `now`. */
export async function analytics(knex: Knex, now: Date): Promise<AdminAnalytics> {
  const months = monthsEndingAt(now, ADMIN_TIME_ZONE, ADMIN_ANALYTICS_MONTHS);
  const [counts, perMonth] = await Promise.all([
    recordCounts(knex),
    leadsPerMonth(knex, ADMIN_TIME_ZONE, months[0]!),
  ]);
  return {
    ...counts,
    conversionRate: counts.totalLeads === 0 ? 0 : counts.convertedLeads / counts.totalLeads,
    leadsPerMonth: months.map((month) => ({ month, count: perMonth.get(month) ?? 0 })),
    timeZone: ADMIN_TIME_ZONE,
  };
}
