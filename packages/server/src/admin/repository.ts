import {
  ADMIN_FILTER_ALL,
  type AdminActivity,
  type AdminActivityAction,
  type AdminBooking,
  type AdminEarlierLead,
  type AdminGuideSubmission,
  type AdminLead,
  type AdminLeadRow,
  type CsvExtras,
  type Lead,
  type LeadCloseReason,
  type AdminSamePersonSubmission,
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
import { joinOwner, ownerFromRow, whereOwner, type OwnerColumns } from './owners.ts';

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

/** The filters every dashboard list takes besides its own (docs/admin.md). */
type RecordListFilters = Pick<ParsedAdminLeadQuery, 'spam' | 'owner' | 'search' | 'direction'>;

/**
 * One dashboard list: a table's rows with their owner, spam-flagged ones only in the spam
 * view, filtered by owner, by the list's own filters (`narrow`) and the search, then sorted.
 */
function listRecords<Row, T>(
  knex: Db,
  list: {
    table: AdminRecordTable;
    columns: (string | Knex.Raw)[];
    narrow: (query: Knex.QueryBuilder) => void;
    /** The table's columns the search looks in. */
    searchColumns: string[];
    sortSql: string;
    toItem: (row: Row) => T;
  },
  filters: RecordListFilters,
  paging: Paging | null,
  me: number | null,
): Promise<Page<T>> {
  const { table } = list;
  const query = joinOwner(knex(table), table).select(list.columns);
  query.where(`${table}.spam`, filters.spam === 'true');
  list.narrow(query);
  whereOwner(query, table, filters.owner, me);
  whereSearch(
    query,
    list.searchColumns.map((column) => `${table}.${column}`),
    filters.search,
  );
  orderBy(query, table, list.sortSql, filters.direction);
  return pageOf(query, paging, list.toItem);
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
  close_reason: LeadCloseReason | null;
  close_reason_text: string | null;
} & OwnerColumns;

/** A stored lead with what only the admin sees (spam flag, attribution, notice version). */
export function adminLeadFromRow(row: AdminLeadDbRow): AdminLead {
  return {
    ...leadFromRow(row),
    reference: row.reference ?? null,
    spam: row.spam,
    spamReason: row.spam_reason,
    attribution: row.attribution === null ? null : jsonValue(row.attribution),
    privacyNoticeVersion: row.privacy_notice_version,
    owner: ownerFromRow(row),
    closeReason: row.close_reason ?? null,
    closeReasonText: row.close_reason_text ?? null,
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
  me: number | null = null,
): Promise<Page<AdminLeadRow>> {
  const list = {
    table: 'leads' as const,
    columns: [
      'leads.*',
      knex.raw(
        `(select count(*) from leads as earlier where ${EARLIER_SAME_EMAIL}) as previous_leads`,
      ),
    ],
    narrow: (query: Knex.QueryBuilder) => {
      if (filters.status !== ADMIN_FILTER_ALL) query.where('leads.status', filters.status);
      if (filters.interest !== ADMIN_FILTER_ALL) {
        query.where('leads.interest_type', filters.interest);
      }
    },
    // The reference a visitor quotes ('CBO-7K4Q2') finds their request too.
    searchColumns: ['email', 'first_name', 'last_name', 'reference'],
    sortSql: leadSortSql[filters.sort],
    toItem: leadRowFromRow,
  };
  return listRecords(knex, list, filters, paging, me);
}

const bookingSortSql: Record<ParsedAdminBookingQuery['sort'], string> = {
  createdAt: 'bookings.created_at',
  name: "lower(coalesce(bookings.first_name, '') || ' ' || coalesce(bookings.last_name, ''))",
  bookingType: 'bookings.booking_type',
  startDate: 'bookings.start_date',
  status: 'bookings.status',
};

/** The spam flag and reason bookings and guide requests keep (docs/lead-forms.md). */
interface SpamColumns extends OwnerColumns {
  spam: boolean;
  spam_reason: string | null;
}

/** A record as the admin sees it: the public record with its spam flag, reason and owner. */
function withSpamAndOwner<Row, T>(fromRow: (row: Row) => T) {
  return (row: Row & SpamColumns) => ({
    ...fromRow(row),
    spam: row.spam,
    spamReason: row.spam_reason,
    owner: ownerFromRow(row),
  });
}

const adminBookingFromRow: (row: BookingRow & SpamColumns) => AdminBooking =
  withSpamAndOwner(bookingFromRow);

const adminGuideSubmissionFromRow: (row: GuideSubmissionRow & SpamColumns) => AdminGuideSubmission =
  withSpamAndOwner(guideSubmissionFromRow);

/**
 * GET /api/admin/bookings: status and type match exactly; search on e-mail and names;
 * spam-flagged bookings only in the spam view, as leads.
 */
export function listBookings(
  knex: Db,
  filters: Omit<ParsedAdminBookingQuery, keyof Paging>,
  paging: Paging | null,
  me: number | null = null,
): Promise<Page<AdminBooking>> {
  const list = {
    table: 'bookings' as const,
    columns: bookingColumns(knex),
    narrow: (query: Knex.QueryBuilder) => {
      if (filters.status !== ADMIN_FILTER_ALL) query.where('bookings.status', filters.status);
      if (filters.type !== ADMIN_FILTER_ALL) query.where('bookings.booking_type', filters.type);
    },
    searchColumns: ['email', 'first_name', 'last_name', 'reference'],
    sortSql: bookingSortSql[filters.sort],
    toItem: adminBookingFromRow,
  };
  return listRecords(knex, list, filters, paging, me);
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
  me: number | null = null,
): Promise<Page<AdminGuideSubmission>> {
  const list = {
    table: 'guide_submissions' as const,
    columns: ['guide_submissions.*'],
    narrow: (query: Knex.QueryBuilder) => {
      if (filters.guide !== ADMIN_FILTER_ALL) {
        query.where('guide_submissions.guide_type', 'ilike', containsPattern(filters.guide));
      }
    },
    searchColumns: ['email', 'first_name', 'reference'],
    sortSql: guideSortSql[filters.sort],
    toItem: adminGuideSubmissionFromRow,
  };
  return listRecords(knex, list, filters, paging, me);
}

/**
 * Row locks for an update: a second admin's change waits for the first, so "from" is right.
 * Only the record's row: its owner's account is joined, not locked.
 */
function lockFor(query: Knex.QueryBuilder, lock: boolean, table: string): Knex.QueryBuilder {
  return lock ? query.forUpdate(table) : query;
}

/** One record's row with its owner, or undefined: no record has that id. */
async function findRecord<Row>(
  knex: Db,
  table: AdminRecordTable,
  columns: (string | Knex.Raw)[],
  id: number,
  lock: boolean,
): Promise<Row | undefined> {
  const query = joinOwner(knex(table), table).select(columns).where(`${table}.id`, id);
  return (await lockFor(query, lock, table).first()) as Row | undefined;
}

export async function findLead(knex: Db, id: number, lock = false): Promise<AdminLead | undefined> {
  const row = await findRecord<AdminLeadDbRow>(knex, 'leads', ['leads.*'], id, lock);
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
  const row = await findRecord<BookingRow & SpamColumns>(
    knex,
    'bookings',
    bookingColumns(knex),
    id,
    lock,
  );
  return row && adminBookingFromRow(row);
}

export async function findGuideSubmission(
  knex: Db,
  id: number,
  lock = false,
): Promise<AdminGuideSubmission | undefined> {
  const row = await findRecord<GuideSubmissionRow & SpamColumns>(
    knex,
    'guide_submissions',
    ['guide_submissions.*'],
    id,
    lock,
  );
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

/** A phone as its digits alone, in SQL: '+52 624-555 0150' and '526245550150' are one number. */
const PHONE_DIGITS = (column: string) =>
  `regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g')`;

/**
 * Every other request of the same person as a lead (docs/admin.md, "The lead's record"):
 * leads, bookings and guide requests with the same e-mail in any case or the same phone's
 * digits (7 or more, so a stray "0" matches nobody), spam left out, newest first.
 */
export async function samePersonSubmissions(
  knex: Db,
  lead: AdminLead,
): Promise<AdminSamePersonSubmission[]> {
  const phoneDigits = (lead.phone ?? '').replace(/\D/g, '');
  const phone = phoneDigits.length >= 7 ? phoneDigits : null;
  const matches = (table: string) =>
    `(lower(${table}.email) = lower(:email) or (:phone::text is not null and ${PHONE_DIGITS(`${table}.phone`)} = :phone))`;
  const { rows } = (await knex.raw(
    `select * from (
      select 'lead' as kind, id, reference, created_at, interest_type as what, status
        from leads where id <> :id and not spam and ${matches('leads')}
      union all
      select 'booking', id, reference, created_at, booking_type, status
        from bookings where not spam and form_type <> :ownerHold and ${matches('bookings')}
      union all
      select 'guide', id, reference, created_at, guide_type, status
        from guide_submissions where not spam and ${matches('guide_submissions')}
    ) as same order by created_at desc, kind, id desc`,
    { id: lead.id, email: lead.email, phone, ownerHold: OWNER_CALENDAR_FORM_TYPE },
  )) as {
    rows: {
      kind: AdminSamePersonSubmission['kind'];
      id: number;
      reference: string | null;
      created_at: Date | string;
      what: string;
      status: string;
    }[];
  };
  return rows.map((row) => ({
    kind: row.kind,
    id: Number(row.id),
    reference: row.reference,
    createdAt: isoTimestamp(row.created_at),
    what: row.what,
    status: row.status,
  }));
}

/** Keeps why a lead was closed; a lead opened again forgets it. */
export async function setCloseReason(
  trx: Knex.Transaction,
  id: number,
  reason: LeadCloseReason | null,
  text: string | null,
): Promise<void> {
  await trx('leads').where({ id }).update({ close_reason: reason, close_reason_text: text });
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
  /** The entry's own facts (see the contract's `adminActivitySchema`). */
  detail?: Record<string, string> | null;
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
    detail: entry.detail ? JSON.stringify(entry.detail) : null,
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
  detail: Record<string, string> | null;
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
    detail: row.detail,
  }));
}

/**
 * The CSV's extra columns of these records, composed in SQL from the stored history; days
 * are Cabo's.
 */
export async function csvExtras(
  knex: Db,
  table: AdminRecordTable,
  ids: number[],
  timeZone: string,
): Promise<Map<number, CsvExtras>> {
  if (ids.length === 0) return new Map();
  const day = (column: string) => `to_char(${column} at time zone :timeZone, 'YYYY-MM-DD')`;
  const entries = `from admin_activity a where a.record_table = :table and a.record_id = t.id`;
  const order = 'order by a.created_at, a.id';
  const { rows } = (await knex.raw(
    `select t.id, t.reference, t.contact_id,
      (select string_agg(${day('a.created_at')} || ' ' || a.actor_name || ': ' || a.note, '; ' ${order})
        ${entries} and a.note is not null) as notes,
      ${day('t.created_at')} || ' received' || coalesce((select string_agg('; ' ||
          ${day('a.created_at')} || ' ' || coalesce(a.from_status || '→', '') || a.to_status
          || ' by ' || a.actor_name, '' ${order})
        ${entries} and a.to_status is not null), '') as status_history
    from ${table} t where t.id = any(string_to_array(:ids, ',')::int[])`,
    { table, timeZone, ids: ids.join(',') },
  )) as {
    rows: {
      id: number;
      reference: string;
      contact_id: number;
      notes: string | null;
      status_history: string;
    }[];
  };
  return new Map(
    rows.map((row) => [
      row.id,
      {
        reference: row.reference,
        contactId: row.contact_id,
        notes: row.notes ?? '',
        statusHistory: row.status_history,
      },
    ]),
  );
}
