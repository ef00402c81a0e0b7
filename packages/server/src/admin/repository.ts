import {
  ADMIN_FILTER_ALL,
  type AdminActivity,
  type AdminActivityAction,
  type AdminBooking,
  type AdminEarlierLead,
  type AdminGuideSubmission,
  type AdminLead,
  type AdminLeadRow,
  type Lead,
  type ParsedAdminBookingQuery,
  type ParsedAdminGuideSubmissionQuery,
  type ParsedAdminLeadQuery,
} from '@cabo/contract';
import type { Knex } from 'knex';
import { bookingColumns, bookingFromRow, type BookingRow } from '../bookings/repository.ts';
import { isoTimestamp, jsonValue } from '../db/values.ts';
import {
  guideSubmissionFromRow,
  type GuideSubmissionRow,
} from '../guide-submissions/repository.ts';
import { leadFromRow, type LeadRow } from '../leads/repository.ts';
import { OWNER_CALENDAR_FORM_TYPE } from '../db/seeds/sample-bookings.ts';

type Db = Knex | Knex.Transaction;

/** The tables the dashboard works on, as the activity history names them. */
export type AdminRecordTable = 'leads' | 'bookings' | 'guide_submissions';

/** One page of rows and how many matched in all. */
export interface Page<T> {
  items: T[];
  total: number;
}

/** A query without its paging: the CSV export takes every matching row. */
export interface Paging {
  page: number;
  pageSize: number;
}

/** `%term%` for ILIKE, with LIKE's own wildcards in the search taken literally. */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Case-insensitive "contains" on any of `columns`; an empty search matches everything. */
export function whereSearch(query: Knex.QueryBuilder, columns: string[], term: string): void {
  if (term === '') return;
  const pattern = containsPattern(term);
  query.where((q) => {
    for (const column of columns) q.orWhere(column, 'ilike', pattern);
  });
}

const DIRECTION = { ascending: 'asc', descending: 'desc' } as const;

/**
 * Orders by the chosen column's SQL (from a fixed map, never from the request), then by
 * newest first, so rows with equal sort values keep a stable order across pages.
 */
function orderBy(
  query: Knex.QueryBuilder,
  table: string,
  sql: string,
  direction: keyof typeof DIRECTION,
): void {
  const dir = DIRECTION[direction];
  query.orderByRaw(`${sql} ${dir} nulls last, ${table}.created_at desc, ${table}.id desc`);
}

export async function pageOf<Row, T>(
  query: Knex.QueryBuilder,
  paging: Paging | null,
  toItem: (row: Row) => T,
): Promise<Page<T>> {
  const counted = query.clone().clearSelect().clearOrder().count({ total: '*' });
  const [{ total } = { total: 0 }] = (await counted) as { total: string | number }[];
  if (paging) query.limit(paging.pageSize).offset((paging.page - 1) * paging.pageSize);
  const rows = (await query) as Row[];
  // Counts come back as text through pg and as numbers through PGlite.
  return { items: rows.map(toItem), total: Number(total) };
}

const leadSortSql: Record<ParsedAdminLeadQuery['sort'], string> = {
  createdAt: 'leads.created_at',
  name: "lower(leads.first_name || ' ' || leads.last_name)",
  email: 'lower(leads.email)',
  interestType: 'leads.interest_type',
  status: 'leads.status',
};

/**
 * Leads with the same e-mail created before this one (the same instant: a lower id); spam
 * does not make a visitor a returning one.
 */
const EARLIER_SAME_EMAIL = `lower(earlier.email) = lower(leads.email)
  and not earlier.spam
  and (earlier.created_at < leads.created_at
    or (earlier.created_at = leads.created_at and earlier.id < leads.id))`;

/** The columns migration 0130 added to leads. */
export type AdminLeadDbRow = LeadRow & {
  spam: boolean;
  spam_reason: string | null;
  attribution: unknown;
  privacy_notice_version: string | null;
};

/** A stored lead with what only the admin sees (spam flag, attribution, notice version). */
export function adminLeadFromRow(row: AdminLeadDbRow): AdminLead {
  return {
    ...leadFromRow(row),
    spam: row.spam,
    spamReason: row.spam_reason,
    attribution: row.attribution === null ? null : jsonValue(row.attribution),
    privacyNoticeVersion: row.privacy_notice_version,
  };
}

type LeadRowWithHistory = AdminLeadDbRow & { previous_leads: string | number };

function leadRowFromRow(row: LeadRowWithHistory): AdminLeadRow {
  const { previous_leads: previous, ...lead } = row;
  return { ...adminLeadFromRow(lead), previousLeads: Number(previous) };
}

/**
 * GET /api/admin/leads: the filters and search of docs/admin.md, with each row's earlier
 * leads counted. Spam-flagged leads are listed only in the spam view, and only there.
 */
export function listLeads(
  knex: Db,
  filters: Omit<ParsedAdminLeadQuery, keyof Paging>,
  paging: Paging | null,
): Promise<Page<AdminLeadRow>> {
  const query = knex('leads').select(
    'leads.*',
    knex.raw(
      `(select count(*) from leads as earlier where ${EARLIER_SAME_EMAIL}) as previous_leads`,
    ),
  );
  query.where('leads.spam', filters.spam === 'true');
  if (filters.status !== ADMIN_FILTER_ALL) query.where('leads.status', filters.status);
  if (filters.interest !== ADMIN_FILTER_ALL) query.where('leads.interest_type', filters.interest);
  // The reference a visitor quotes ('CBO-7K4Q2') finds their request too.
  whereSearch(
    query,
    ['leads.email', 'leads.first_name', 'leads.last_name', 'leads.reference'],
    filters.search,
  );
  orderBy(query, 'leads', leadSortSql[filters.sort], filters.direction);
  return pageOf(query, paging, leadRowFromRow);
}

const bookingSortSql: Record<ParsedAdminBookingQuery['sort'], string> = {
  createdAt: 'bookings.created_at',
  name: "lower(coalesce(bookings.first_name, '') || ' ' || coalesce(bookings.last_name, ''))",
  bookingType: 'bookings.booking_type',
  startDate: 'bookings.start_date',
  status: 'bookings.status',
};

/** The spam flag and reason bookings and guide requests keep (docs/lead-forms.md). */
interface SpamColumns {
  spam: boolean;
  spam_reason: string | null;
}

function adminBookingFromRow(row: BookingRow & SpamColumns): AdminBooking {
  return { ...bookingFromRow(row), spam: row.spam, spamReason: row.spam_reason };
}

function adminGuideSubmissionFromRow(row: GuideSubmissionRow & SpamColumns): AdminGuideSubmission {
  return { ...guideSubmissionFromRow(row), spam: row.spam, spamReason: row.spam_reason };
}

/**
 * GET /api/admin/bookings: status and type match exactly; search on e-mail and names;
 * spam-flagged bookings only in the spam view, as leads.
 */
export function listBookings(
  knex: Db,
  filters: Omit<ParsedAdminBookingQuery, keyof Paging>,
  paging: Paging | null,
): Promise<Page<AdminBooking>> {
  const query = knex('bookings').select(bookingColumns(knex));
  query.where('bookings.spam', filters.spam === 'true');
  if (filters.status !== ADMIN_FILTER_ALL) query.where('bookings.status', filters.status);
  if (filters.type !== ADMIN_FILTER_ALL) query.where('bookings.booking_type', filters.type);
  whereSearch(
    query,
    ['bookings.email', 'bookings.first_name', 'bookings.last_name', 'bookings.reference'],
    filters.search,
  );
  orderBy(query, 'bookings', bookingSortSql[filters.sort], filters.direction);
  return pageOf(query, paging, adminBookingFromRow);
}

const guideSortSql: Record<ParsedAdminGuideSubmissionQuery['sort'], string> = {
  createdAt: 'guide_submissions.created_at',
  name: "lower(guide_submissions.first_name || ' ' || coalesce(guide_submissions.last_name, ''))",
  email: 'lower(guide_submissions.email)',
  guideType: 'lower(guide_submissions.guide_type)',
  status: 'guide_submissions.status',
};

/**
 * GET /api/admin/guide-submissions: the guide filter is "type contains the word"; search on
 * e-mail and first name; spam-flagged requests only in the spam view, as leads.
 */
export function listGuideSubmissions(
  knex: Db,
  filters: Omit<ParsedAdminGuideSubmissionQuery, keyof Paging>,
  paging: Paging | null,
): Promise<Page<AdminGuideSubmission>> {
  const query = knex('guide_submissions').select('guide_submissions.*');
  query.where('guide_submissions.spam', filters.spam === 'true');
  if (filters.guide !== ADMIN_FILTER_ALL) {
    query.where('guide_submissions.guide_type', 'ilike', containsPattern(filters.guide));
  }
  whereSearch(
    query,
    ['guide_submissions.email', 'guide_submissions.first_name', 'guide_submissions.reference'],
    filters.search,
  );
  orderBy(query, 'guide_submissions', guideSortSql[filters.sort], filters.direction);
  return pageOf(query, paging, adminGuideSubmissionFromRow);
}

/** Row locks for an update: a second admin's change waits for the first, so "from" is right. */
function lockFor(query: Knex.QueryBuilder, lock: boolean): Knex.QueryBuilder {
  return lock ? query.forUpdate() : query;
}

export async function findLead(knex: Db, id: number, lock = false): Promise<AdminLead | undefined> {
  const row = (await lockFor(knex('leads').where({ id }), lock).first()) as
    AdminLeadDbRow | undefined;
  return row && adminLeadFromRow(row);
}

/** A lead as its deliveries carry it (the shape the submission forwarded would have had). */
export async function forwardedLead(
  trx: Knex.Transaction,
  id: number,
): Promise<Lead & { reference: string }> {
  const row = (await trx('leads').where({ id }).first()) as LeadRow;
  return { ...leadFromRow(row), reference: row.reference };
}

/** Moves a spam-flagged lead back among the leads. */
export async function clearSpam(trx: Knex.Transaction, id: number, at: Date): Promise<void> {
  await trx('leads').where({ id }).update({ spam: false, spam_reason: null, updated_at: at });
}

export async function findBooking(
  knex: Db,
  id: number,
  lock = false,
): Promise<AdminBooking | undefined> {
  const query = knex('bookings').select(bookingColumns(knex)).where('bookings.id', id);
  const row = (await lockFor(query, lock).first()) as (BookingRow & SpamColumns) | undefined;
  return row && adminBookingFromRow(row);
}

export async function findGuideSubmission(
  knex: Db,
  id: number,
  lock = false,
): Promise<AdminGuideSubmission | undefined> {
  const query = knex('guide_submissions').where({ id });
  const row = (await lockFor(query, lock).first()) as
    (GuideSubmissionRow & SpamColumns) | undefined;
  return row && adminGuideSubmissionFromRow(row);
}

/** Earlier leads of the same visitor (e-mail compared case-insensitively), newest first. */
export async function earlierLeads(knex: Db, lead: AdminLead): Promise<AdminEarlierLead[]> {
  const rows = (await knex('leads as earlier')
    .join('leads', (on) => on.on('leads.id', '=', knex.raw('?', [lead.id])))
    .whereRaw(EARLIER_SAME_EMAIL)
    .select(
      'earlier.id',
      'earlier.created_at',
      'earlier.interest_type',
      'earlier.form_name',
      'earlier.status',
    )
    .orderBy([
      { column: 'earlier.created_at', order: 'desc' },
      { column: 'earlier.id', order: 'desc' },
    ])) as Pick<LeadRow, 'id' | 'created_at' | 'interest_type' | 'form_name' | 'status'>[];
  return rows.map((row) => ({
    id: row.id,
    createdAt: isoTimestamp(row.created_at),
    interestType: row.interest_type,
    formName: row.form_name,
    status: row.status,
  }));
}

/** Sets a record's status (and its updated_at). */
export async function updateStatus(
  trx: Knex.Transaction,
  table: AdminRecordTable,
  id: number,
  status: string,
  at: Date,
): Promise<void> {
  await trx(table).where({ id }).update({ status, updated_at: at });
}

/** What the history records about a staff account (record table `users`). */
export type StaffActivityAction =
  'user_created' | 'role_changed' | 'password_reset' | 'disabled' | 'enabled';

export interface NewActivity {
  table: AdminRecordTable | 'users';
  recordId: number;
  action: AdminActivityAction | StaffActivityAction;
  fromStatus: string | null;
  toStatus: string | null;
  note: string | null;
  actor: { id: number; name: string };
  at: Date;
}

export async function insertActivity(trx: Knex.Transaction, entry: NewActivity): Promise<void> {
  await trx('admin_activity').insert({
    record_table: entry.table,
    record_id: entry.recordId,
    action: entry.action,
    from_status: entry.fromStatus,
    to_status: entry.toStatus,
    note: entry.note,
    actor_id: entry.actor.id,
    actor_name: entry.actor.name,
    created_at: entry.at,
  });
}

interface ActivityRow {
  id: number;
  action: AdminActivityAction;
  from_status: string | null;
  to_status: string | null;
  note: string | null;
  actor_id: number | null;
  actor_name: string;
  created_at: Date;
}

/** A record's history, newest first. */
export async function activityOf(
  knex: Db,
  table: AdminRecordTable,
  recordId: number,
): Promise<AdminActivity[]> {
  const rows = (await knex('admin_activity')
    .where({ record_table: table, record_id: recordId })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])) as ActivityRow[];
  return rows.map((row) => ({
    id: row.id,
    at: isoTimestamp(row.created_at),
    action: row.action,
    actor: { id: row.actor_id, name: row.actor_name },
    fromStatus: row.from_status,
    toStatus: row.to_status,
    note: row.note,
  }));
}

/**
 * The counts behind the analytics cards (docs/admin.md, "Analytics"): spam-flagged leads,
 * guide requests and bookings are not counted, nor the owners' calendar holds, which are
 * nights an owner keeps, not requests.
 */
export async function recordCounts(knex: Db): Promise<{
  totalLeads: number;
  convertedLeads: number;
  guideDownloads: number;
  bookingRequests: number;
}> {
  const { rows } = (await knex.raw(
    `select
      (select count(*) from leads where not spam) as total_leads,
      (select count(*) from leads where not spam and status = 'converted') as converted_leads,
      (select count(*) from guide_submissions where not spam) as guide_downloads,
      (select count(*) from bookings where not spam and form_type <> ?) as booking_requests`,
    [OWNER_CALENDAR_FORM_TYPE],
  )) as {
    rows: Record<string, string | number>[];
  };
  const row = rows[0] ?? {};
  return {
    totalLeads: Number(row.total_leads ?? 0),
    convertedLeads: Number(row.converted_leads ?? 0),
    guideDownloads: Number(row.guide_downloads ?? 0),
    bookingRequests: Number(row.booking_requests ?? 0),
  };
}

/** Leads (spam aside) per 'yyyy-MM' month in `timeZone`, from the first day of `fromMonth` on. */
export async function leadsPerMonth(
  knex: Db,
  timeZone: string,
  fromMonth: string,
): Promise<Map<string, number>> {
  const month = knex.raw(`to_char(leads.created_at at time zone ?, 'YYYY-MM')`, [timeZone]);
  const rows = (await knex('leads')
    .select({ month }, knex.raw('count(*) as count'))
    .where('leads.spam', false)
    .whereRaw('(leads.created_at at time zone ?) >= ?::timestamp', [timeZone, `${fromMonth}-01`])
    .groupByRaw('1')) as { month: string; count: string | number }[];
  return new Map(rows.map((row) => [row.month, Number(row.count)]));
}
