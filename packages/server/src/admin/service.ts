import {
  type AdminBookingDetail,
  type AdminGuideSubmissionDetail,
  type AdminLeadDetail,
  closeReasonWords,
  leadCloseMessages,
  type LeadCloseReason,
  type User,
  VISITOR_MESSAGE_NEEDS_STATUS,
  visitorNotifiedLeadStatuses,
  visitorNotifiedStatuses,
} from '@cabo/contract';
import type { Knex } from 'knex';
import { HttpError } from '../errors.ts';
import { activeAdminNamed } from './owners.ts';
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
  samePersonSubmissions,
  setCloseReason,
  updateStatus,
  type AdminRecordTable,
} from './repository.ts';

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
    samePerson: await samePersonSubmissions(knex, lead),
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

/** A lead's change with why it is closed (docs/admin.md, "Pipeline board"). */
export interface LeadChange extends StatusChange<string> {
  spam?: false;
  /** What the visitor reads with the move (e-mailed, and on their request's page). */
  message?: string;
  closeReason?: LeadCloseReason;
  closeReasonText?: string;
}

/**
 * Applies a status and/or note to a lead or booking and records it in the history, in one
 * transaction with the record locked. Setting the status it already has records only the
 * note; with no note either, nothing is written.
 */
async function changeStatus(
  trx: Knex.Transaction,
  outbox: Outbox,
  table: Extract<AdminRecordTable, 'leads' | 'bookings'>,
  current: {
    id: number;
    status: string;
    submissionId: string;
    reference?: string | null;
    spam?: boolean;
  },
  change: StatusChange<string>,
  user: User,
  at: Date,
  detail: Record<string, string> | null = null,
): Promise<void> {
  const moves = change.status !== undefined && change.status !== current.status;
  const note = change.note ? change.note : null;
  if (!moves && note === null) return;
  if (moves) await updateStatus(trx, table, current.id, change.status!, at);
  // The webhook hears of the move in the same transaction (docs/integrations.md); spam
  // was never forwarded, so neither are its moves.
  if (moves && !current.spam) {
    await outbox.queueEvents(trx, [
      {
        type: table === 'leads' ? 'lead.status_changed' : 'booking.status_changed',
        recordTable: table,
        recordId: current.id,
        submissionId: current.submissionId,
        data: {
          id: current.id,
          submissionId: current.submissionId,
          reference: current.reference ?? null,
          fromStatus: current.status,
          toStatus: change.status!,
          changedAt: at.toISOString(),
        },
        at,
      },
    ]);
  }
  await insertActivity(trx, {
    table,
    recordId: current.id,
    action: 'update',
    fromStatus: moves ? current.status : null,
    toStatus: moves ? change.status! : null,
    note,
    detail: moves ? detail : null,
    actor: actorOf(user),
    at,
  });
}

const closeRefusal = (field: 'closeReason' | 'closeReasonText', message: string) =>
  new HttpError(400, 'close_reason_required', message, { [field]: [message] });

/**
 * The status a lead's change ends in and why it closed (docs/admin.md, "Pipeline board"):
 * closing as "won" is the status converted (converted counts as won, with or without the
 * word), every other reason is closed; a move to closed without a reason is refused; a lead
 * moved back to an open status forgets its reason.
 */
function leadClosing(
  current: { status: string },
  change: LeadChange,
): { status?: string; reason?: LeadCloseReason | null; text?: string | null } {
  const status = change.closeReason === 'won' ? 'converted' : change.status;
  if (status === undefined || status === current.status) {
    // Not a move: a reason may still be given or corrected on a closed lead.
    if (change.closeReason && (status === 'closed' || status === 'converted')) {
      return { status, reason: change.closeReason, text: change.closeReasonText || null };
    }
    return { status };
  }
  if (status === 'closed') {
    if (!change.closeReason) throw closeRefusal('closeReason', leadCloseMessages.reasonRequired);
    if (change.closeReason === 'other' && !change.closeReasonText) {
      throw closeRefusal('closeReasonText', leadCloseMessages.otherText);
    }
    return { status, reason: change.closeReason, text: change.closeReasonText || null };
  }
  if (status === 'converted')
    return { status, reason: 'won', text: change.closeReasonText || null };
  return { status, reason: null, text: null };
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
 * A move the visitor is told of (visitorNotifiedLeadStatuses) e-mails them as a booking's
 * does, with staff's `message`.
 */
export function updateLead(
  knex: Knex,
  outbox: Outbox,
  id: number,
  change: LeadChange,
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
    const closing = leadClosing(lead, change);
    const detail = closing.reason
      ? { closeReason: closeReasonWords(closing.reason, closing.text) }
      : null;
    refuseMessageWithoutMove(lead, { status: closing.status, message: change.message });
    await changeStatus(
      trx,
      outbox,
      'leads',
      lead,
      { status: closing.status, note: change.note },
      user,
      at,
      detail,
    );
    await tellVisitor(
      trx,
      outbox,
      'leads',
      lead,
      { status: closing.status, message: change.message },
      visitorNotifiedLeadStatuses,
    );
    if (closing.reason !== undefined) {
      await setCloseReason(trx, id, closing.reason, closing.text ?? null);
    }
    return leadDetail(trx, id);
  });
}

/** Staff's message to the visitor rides on a move: alone it would reach nobody. */
function refuseMessageWithoutMove(
  current: { status: string },
  change: { status?: string; message?: string },
): void {
  if (change.message && (change.status === undefined || change.status === current.status)) {
    throw new HttpError(400, 'validation_failed', VISITOR_MESSAGE_NEEDS_STATUS, {
      message: [VISITOR_MESSAGE_NEEDS_STATUS],
    });
  }
}

/**
 * After a move of a lead or a booking: keeps staff's message on the record (the status page
 * shows it; a move without one clears the last) and, for a move the visitor is told of,
 * queues their one status e-mail in the change's own transaction (docs/admin.md, "Edit").
 * Spam is never written to.
 */
async function tellVisitor(
  trx: Knex.Transaction,
  outbox: Outbox,
  table: 'leads' | 'bookings',
  current: { id: number; status: string; submissionId: string; spam?: boolean },
  change: { status?: string; message?: string },
  notified: readonly string[],
): Promise<void> {
  if (change.status === undefined || change.status === current.status) return;
  const message = change.message ? change.message : null;
  await trx(table).where({ id: current.id }).update({ status_message: message });
  if (!notified.includes(change.status) || current.spam) return;
  await outbox.queueLetters(trx, [
    {
      kind: 'status_change',
      recordTable: table,
      recordId: current.id,
      submissionId: current.submissionId,
      payload: { status: change.status, message },
    },
  ]);
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
    refuseMessageWithoutMove(booking, change);
    await changeStatus(trx, outbox, 'bookings', booking, change, user, at);
    await tellVisitor(trx, outbox, 'bookings', booking, change, visitorNotifiedStatuses);
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

const detailOf = {
  leads: leadDetail,
  bookings: bookingDetail,
  guide_submissions: guideSubmissionDetail,
} as const;

const recordNames = { leads: 'lead', bookings: 'booking', guide_submissions: 'guide submission' };

/**
 * Gives a record to an active admin, or to nobody (`null`), with an `assigned` history entry
 * naming the new owner (`detail.owner`, "Unassigned" for nobody), in one transaction with the
 * record locked. Giving it to its own owner again writes nothing.
 */
export function setOwner(
  knex: Knex,
  table: AdminRecordTable,
  id: number,
  ownerId: number | null,
  user: User,
  at: Date,
): Promise<AdminLeadDetail | AdminBookingDetail | AdminGuideSubmissionDetail> {
  return knex.transaction(async (trx) => {
    const current = (await trx(table).where({ id }).forUpdate().first('owner_id')) as
      { owner_id: number | null } | undefined;
    if (!current) throw notFound(recordNames[table]);
    const owner = ownerId === null ? null : await activeAdminNamed(trx, ownerId);
    if (current.owner_id !== ownerId) {
      await trx(table).where({ id }).update({ owner_id: ownerId, updated_at: at });
      await insertActivity(trx, {
        table,
        recordId: id,
        action: 'assigned',
        fromStatus: null,
        toStatus: null,
        note: null,
        detail: { owner: owner ? owner.username : 'Unassigned' },
        actor: actorOf(user),
        at,
      });
    }
    return detailOf[table](trx, id);
  });
}
