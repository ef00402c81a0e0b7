import type { User, VillaPriceSummary, VisitorRequest } from '@cabo/contract';
import type { Knex } from 'knex';
import { bookingColumns, type BookingRow } from '../bookings/repository.ts';
import { isoTimestamp, jsonValue } from '../db/values.ts';
import type { GuideSubmissionRow } from '../guide-submissions/repository.ts';
import type { LeadRow } from '../leads/repository.ts';

type Db = Knex | Knex.Transaction;

/** Who may see a request without a link: the account it belongs to. */
export interface RequestOwner {
  id: number;
  email: string | null;
  /** Only a confirmed e-mail brings the requests made with it before signing up. */
  emailConfirmed: boolean;
}

export async function ownerOf(knex: Db, user: User): Promise<RequestOwner> {
  const row = (await knex('users').where({ id: user.id }).first('email_confirmed_at')) as
    { email_confirmed_at: Date | null } | undefined;
  return { id: user.id, email: user.email, emailConfirmed: Boolean(row?.email_confirmed_at) };
}

/**
 * A request is the visitor's when it names their account, or (their e-mail confirmed) when
 * it was made with their e-mail and names no account (docs/accounts-and-security.md).
 */
function whereOwnedBy(query: Knex.QueryBuilder, table: string, owner: RequestOwner): void {
  query.where((q) => {
    q.where(`${table}.user_id`, owner.id);
    if (owner.emailConfirmed && owner.email) {
      q.orWhere((own) =>
        own
          .whereNull(`${table}.user_id`)
          .whereRaw(`lower(${table}.email) = lower(?)`, [owner.email]),
      );
    }
  });
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateOrNull = (text: string | undefined) => (text && DATE.test(text) ? text : null);

function countOf(value: unknown): number | null {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').trim());
  return Number.isInteger(n) && n > 0 && n < 100_000 ? n : null;
}

const words = (text: string) => text.replace(/[_-]+/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** What a lead asked about, as its visitor reads it: the resort, else the kind of request. */
export function leadTitle(interestType: string, formData: Record<string, unknown> | null): string {
  return typeof formData?.resortName === 'string' && formData.resortName
    ? formData.resortName
    : `${words(interestType)} request`;
}

function leadRequest(row: LeadRow): VisitorRequest {
  const formData = jsonValue<Record<string, unknown>>(row.form_data) ?? {};
  // "yyyy-MM-dd to yyyy-MM-dd", or one day (docs/lead-forms.md, "Timelines").
  const [from, to] = (row.timeline ?? '').split(' to ');
  return {
    reference: row.reference,
    kind: 'lead',
    title: leadTitle(row.interest_type, formData),
    createdAt: isoTimestamp(row.created_at),
    startDate: dateOrNull(from?.trim()),
    endDate: dateOrNull(to?.trim()),
    time: null,
    guests: countOf(
      formData.guests ?? formData.groupSize ?? formData.guestCount ?? formData.numberOfPeople,
    ),
    price: null,
    status: row.status,
    statusMessage: row.status_message ?? null,
  };
}

/**
 * The price the booking stored when it was made (docs/stays.md, "True totals"): never
 * recomputed, so a change of rates or settings after the request leaves it as it was.
 */
function storedPrice(row: BookingRow): VisitorRequest['price'] {
  const summary = jsonValue<VillaPriceSummary>(row.price);
  if (row.total_cents === null || !summary) return null;
  return {
    totalCents: row.total_cents,
    depositCents: summary.depositCents,
    totalMxnCents: summary.totalMxnCents,
    mxnPerUsd: summary.settings.mxnPerUsd,
    mxnRateDate: summary.settings.mxnRateDate,
  };
}

function bookingRequest(row: BookingRow): VisitorRequest {
  return {
    reference: row.reference,
    kind: row.booking_type,
    title: row.listing_name ?? `${words(row.booking_type)} booking`,
    createdAt: isoTimestamp(row.created_at),
    startDate: row.start_date,
    endDate: row.end_date,
    time: row.time,
    guests: row.guests,
    price: storedPrice(row),
    status: row.status,
    statusMessage: row.status_message,
  };
}

function guideRequest(row: GuideSubmissionRow): VisitorRequest {
  return {
    reference: row.reference,
    kind: 'guide',
    title: row.guide_type,
    createdAt: isoTimestamp(row.created_at),
    startDate: null,
    endDate: null,
    time: null,
    guests: null,
    price: null,
    status: row.status,
    statusMessage: null,
  };
}

/** The request with this reference and the account it belongs to (user id, e-mail). */
export async function findRequest(
  knex: Db,
  reference: string,
): Promise<{ request: VisitorRequest; userId: number | null; email: string } | undefined> {
  const booking = (await knex('bookings')
    .select(bookingColumns(knex))
    .where('bookings.reference', reference)
    .where('bookings.spam', false)
    .first()) as BookingRow | undefined;
  if (booking) return { request: bookingRequest(booking), ...who(booking) };
  const lead = (await knex('leads').where({ reference, spam: false }).first()) as
    (LeadRow & { user_id: number | null }) | undefined;
  if (lead) return { request: leadRequest(lead), ...who(lead) };
  const guide = (await knex('guide_submissions').where({ reference, spam: false }).first()) as
    (GuideSubmissionRow & { user_id: number | null }) | undefined;
  if (guide) return { request: guideRequest(guide), ...who(guide) };
  return undefined;
}

const who = (row: { user_id: number | null; email: string }) => ({
  userId: row.user_id,
  email: row.email,
});

/** True when the request belongs to the owner (by account, or by their confirmed e-mail). */
export function ownedBy(
  found: { userId: number | null; email: string },
  owner: RequestOwner,
): boolean {
  if (found.userId !== null) return found.userId === owner.id;
  return (
    owner.emailConfirmed &&
    owner.email !== null &&
    found.email.toLowerCase() === owner.email.toLowerCase()
  );
}

/** The owner's requests, newest first; `only` narrows them to bookings of the given types. */
export async function listRequests(
  knex: Db,
  owner: RequestOwner,
  only?: readonly BookingRow['booking_type'][],
): Promise<VisitorRequest[]> {
  const bookings = knex('bookings').select(bookingColumns(knex)).where('bookings.spam', false);
  whereOwnedBy(bookings, 'bookings', owner);
  if (only) bookings.whereIn('bookings.booking_type', only);
  const items = ((await bookings) as BookingRow[]).map(bookingRequest);
  if (!only) {
    const leads = knex('leads').select('leads.*').where('leads.spam', false);
    whereOwnedBy(leads, 'leads', owner);
    const guides = knex('guide_submissions')
      .select('guide_submissions.*')
      .where('guide_submissions.spam', false);
    whereOwnedBy(guides, 'guide_submissions', owner);
    items.push(...((await leads) as LeadRow[]).map(leadRequest));
    items.push(...((await guides) as GuideSubmissionRow[]).map(guideRequest));
  }
  return items.sort((a, b) =>
    a.createdAt < b.createdAt
      ? 1
      : a.createdAt > b.createdAt
        ? -1
        : a.reference < b.reference
          ? 1
          : -1,
  );
}

/**
 * Confirms the account's e-mail and joins to it the requests made with that e-mail before
 * (those naming no account), in the caller's transaction.
 */
export async function confirmEmail(
  trx: Knex.Transaction,
  userId: number,
  email: string,
): Promise<void> {
  await trx('users')
    .where({ id: userId })
    .whereNull('email_confirmed_at')
    .update({ email_confirmed_at: trx.fn.now(), updated_at: trx.fn.now() });
  for (const table of ['leads', 'bookings', 'guide_submissions'] as const) {
    await trx(table)
      .whereNull('user_id')
      .whereRaw('lower(email) = lower(?)', [email])
      .update({ user_id: userId });
  }
}
