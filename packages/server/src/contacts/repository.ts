import type {
  AdminContact,
  AdminContactMerge,
  AdminContactRecord,
  ContactRecordKind,
  ContactSuggestionReason,
} from '@cabo/contract';
import type { Knex } from 'knex';
import { isoTimestamp } from '../db/values.ts';
import { OWNER_CALENDAR_FORM_TYPE } from '../db/seeds/sample-bookings.ts';

type Db = Knex | Knex.Transaction;

export const recordTables: Record<ContactRecordKind, 'leads' | 'bookings' | 'guide_submissions'> = {
  lead: 'leads',
  booking: 'bookings',
  guide: 'guide_submissions',
};

/**
 * Every request of every kind in one shape. The owners' calendar holds are nights an owner
 * keeps, not a person's request, so they are no one's contact history.
 */
const RECORDS = `(
  select 'lead' as kind, id, reference, contact_id, created_at, updated_at, status,
    first_name, last_name, email, phone, spam,
    replace(interest_type, '_', ' ') || ' (' || form_name || ')' as summary
  from leads
  union all
  select 'booking', id, reference, contact_id, created_at, updated_at, status,
    coalesce(first_name, ''), coalesce(last_name, ''), email, phone, spam,
    booking_type || coalesce(': ' || listing_name, '')
  from bookings where form_type <> '${OWNER_CALENDAR_FORM_TYPE}'
  union all
  select 'guide', id, reference, contact_id, created_at, updated_at, status,
    first_name, coalesce(last_name, ''), email, phone, spam, guide_type
  from guide_submissions
)`;

interface ContactRow {
  id: number;
  name: string;
  emails: string[];
  phones: string[];
  requests: string | number;
  last_activity: Date;
  total?: string | number;
}

function contactFromRow(row: ContactRow): AdminContact {
  return {
    id: row.id,
    name: row.name,
    emails: row.emails,
    phones: row.phones,
    requests: Number(row.requests),
    lastActivity: isoTimestamp(row.last_activity),
  };
}

/**
 * The contacts' summaries: spam-flagged requests are not counted (nor a contact with only
 * those), as the lists leave them out; the name is the newest request's.
 */
const CONTACTS = `
  select c.id,
    (array_agg(btrim(r.first_name || ' ' || r.last_name) order by r.created_at desc, r.id desc))[1]
      as name,
    array_agg(distinct lower(btrim(r.email))) as emails,
    array_remove(array_agg(distinct btrim(r.phone)), null) as phones,
    count(*) as requests,
    max(greatest(r.created_at, r.updated_at)) as last_activity
  from contacts c join ${RECORDS} r on r.contact_id = c.id
  where c.merged_into_id is null and not r.spam`;

function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** GET /api/admin/contacts: the most recently active first, searched across every request. */
export async function listContacts(
  knex: Db,
  search: string,
  paging: { page: number; pageSize: number },
): Promise<{ items: AdminContact[]; total: number }> {
  const digits = search.replace(/\D/g, '');
  const { rows } = (await knex.raw(
    `${CONTACTS.replace('select c.id,', 'select count(*) over () as total, c.id,')}
    group by c.id
    having :search = '' or bool_or(
      (r.first_name || ' ' || r.last_name) ilike :pattern
      or r.email ilike :pattern
      or r.reference ilike :pattern
      or (length(:digits) >= 3
        and regexp_replace(coalesce(r.phone, ''), '[^0-9]', '', 'g') like :digitPattern))
    order by last_activity desc, c.id desc
    limit :limit offset :offset`,
    {
      search,
      pattern: containsPattern(search),
      digits,
      digitPattern: `%${digits}%`,
      limit: paging.pageSize,
      offset: (paging.page - 1) * paging.pageSize,
    },
  )) as { rows: ContactRow[] };
  return { items: rows.map(contactFromRow), total: Number(rows[0]?.total ?? 0) };
}

/** The contacts with these ids (not merged away), in no particular order. */
export async function contactsByIds(knex: Db, ids: number[]): Promise<AdminContact[]> {
  if (ids.length === 0) return [];
  const { rows } = (await knex.raw(
    `${CONTACTS} and c.id = any(string_to_array(:ids, ',')::int[]) group by c.id`,
    { ids: ids.join(',') },
  )) as { rows: ContactRow[] };
  return rows.map(contactFromRow);
}

/** The contact an id names now: itself, or the contact it was merged into. */
export async function currentContactId(knex: Db, id: number): Promise<number | undefined> {
  const row = (await knex('contacts').where({ id }).first('id', 'merged_into_id')) as
    { id: number; merged_into_id: number | null } | undefined;
  return row ? (row.merged_into_id ?? row.id) : undefined;
}

interface RecordRow {
  kind: ContactRecordKind;
  id: number;
  reference: string;
  created_at: Date;
  status: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  spam: boolean;
  summary: string;
}

/** Every request of a contact, spam-flagged ones too (flagged), newest first. */
export async function contactRecords(knex: Db, contactId: number): Promise<AdminContactRecord[]> {
  const { rows } = (await knex.raw(
    `select * from ${RECORDS} r where r.contact_id = ? order by r.created_at desc, r.kind, r.id desc`,
    [contactId],
  )) as { rows: RecordRow[] };
  return rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    reference: row.reference,
    createdAt: isoTimestamp(row.created_at),
    status: row.status,
    summary: row.summary,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    phone: row.phone,
    spam: row.spam,
  }));
}

/** The merges made into a contact, newest first. */
export async function contactMerges(knex: Db, contactId: number): Promise<AdminContactMerge[]> {
  const rows = (await knex('contact_merges')
    .where({ kept_id: contactId })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])) as {
    merged_id: number;
    created_at: Date;
    actor_name: string;
    records: { reference: string }[];
  }[];
  return rows.map((row) => ({
    mergedId: row.merged_id,
    at: isoTimestamp(row.created_at),
    actor: row.actor_name,
    references: row.records.map((r) => r.reference),
  }));
}

/** The contact of one record and how many other requests (spam aside) it holds. */
export async function recordContact(
  knex: Db,
  kind: ContactRecordKind,
  id: number,
): Promise<{ contactId: number; otherRequests: number } | undefined> {
  const { rows } = (await knex.raw(
    `select t.contact_id,
      (select count(*) from ${RECORDS} r
        where r.contact_id = t.contact_id and not r.spam
          and not (r.kind = :kind and r.id = t.id)) as others
    from ${recordTables[kind]} t where t.id = :id`,
    { kind, id },
  )) as { rows: { contact_id: number; others: string | number }[] };
  const row = rows[0];
  return row && { contactId: row.contact_id, otherRequests: Number(row.others) };
}

/** Locks two contacts (in id order, so two merges of the same pair cannot deadlock). */
export async function lockContacts(
  trx: Knex.Transaction,
  ids: number[],
): Promise<Map<number, number | null>> {
  const rows = (await trx('contacts')
    .whereIn('id', ids)
    .orderBy('id')
    .forUpdate()
    .select('id', 'merged_into_id')) as { id: number; merged_into_id: number | null }[];
  return new Map(rows.map((row) => [row.id, row.merged_into_id]));
}

/** Moves every request of `fromId` to `toId`; answers what moved. */
export async function moveRecords(
  trx: Knex.Transaction,
  fromId: number,
  toId: number,
  at: Date,
): Promise<{ kind: ContactRecordKind; id: number; reference: string }[]> {
  const moved: { kind: ContactRecordKind; id: number; reference: string }[] = [];
  for (const [kind, table] of Object.entries(recordTables) as [
    ContactRecordKind,
    (typeof recordTables)[ContactRecordKind],
  ][]) {
    const rows = (await trx(table)
      .where({ contact_id: fromId })
      .update({ contact_id: toId, updated_at: at })
      .returning(['id', 'reference'])) as { id: number; reference: string }[];
    moved.push(...rows.map((row) => ({ kind, ...row })));
  }
  return moved;
}

/** Folds `fromId` (and every contact folded into it) into `toId`. */
export async function foldContact(
  trx: Knex.Transaction,
  fromId: number,
  toId: number,
): Promise<void> {
  await trx('contacts')
    .where({ id: fromId })
    .orWhere({ merged_into_id: fromId })
    .update({ merged_into_id: toId });
}

export async function insertMerge(
  trx: Knex.Transaction,
  merge: {
    keptId: number;
    mergedId: number;
    records: { kind: ContactRecordKind; id: number; reference: string }[];
    actor: { id: number; name: string };
    at: Date;
  },
): Promise<void> {
  await trx('contact_merges').insert({
    kept_id: merge.keptId,
    merged_id: merge.mergedId,
    records: JSON.stringify(merge.records),
    actor_id: merge.actor.id,
    actor_name: merge.actor.name,
    created_at: merge.at,
  });
}

/**
 * Contacts that may be one person, by two simple rules (docs/admin.md, "Contacts"): the same
 * name with phones ending in the same 7 digits (the same line written with or without a
 * country or area code), or the same e-mail name before the @ (ana.ruiz@gmail.com and
 * ana.ruiz@work.mx). Pairs the rules' keys share, the most recently active first.
 */
export async function suggestedPairs(
  knex: Db,
  limit: number,
): Promise<{ first: number; second: number; reason: ContactSuggestionReason }[]> {
  const { rows } = (await knex.raw(
    `with r as (
      select r.* from ${RECORDS} r join contacts c on c.id = r.contact_id
      where c.merged_into_id is null and not r.spam
    ), keys as (
      select contact_id, 'name_and_phone' as reason,
        lower(btrim(first_name || ' ' || last_name)) || '|' ||
          right(regexp_replace(phone, '[^0-9]', '', 'g'), 7) as key
      from r where length(regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')) >= 7
      union
      select contact_id, 'email_name', split_part(lower(btrim(email)), '@', 1)
      from r where length(split_part(lower(btrim(email)), '@', 1)) >= 3
    ), pairs as (
      select distinct on (a.contact_id, b.contact_id)
        a.contact_id as first, b.contact_id as second, a.reason
      from keys a join keys b
        on a.key = b.key and a.reason = b.reason and a.contact_id < b.contact_id
      order by a.contact_id, b.contact_id, a.reason desc
    )
    select pairs.*, greatest(
      (select max(created_at) from r where contact_id = pairs.first),
      (select max(created_at) from r where contact_id = pairs.second)) as latest
    from pairs order by latest desc, first, second limit ?`,
    [limit],
  )) as { rows: { first: number; second: number; reason: ContactSuggestionReason }[] };
  return rows.map(({ first, second, reason }) => ({ first, second, reason }));
}
