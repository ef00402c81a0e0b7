import type {
  AdminReply,
  AdminTask,
  ReplyRecordKind,
  TaskDueFilter,
  TaskRecordKind,
} from '@cabo/contract';
import type { Knex } from 'knex';
import { isoTimestamp } from '../db/values.ts';

type Db = Knex | Knex.Transaction;

/** What a reply or a task needs of its record: who it is about, and its owner if it has one. */
export interface RecordFacts {
  id: number;
  reference: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  submissionId: string;
  /** crm-owners' `owner_id`, when the record has that column. */
  ownerId: number | null;
}

/**
 * A record's facts, locked for the change when `lock`. Read as a JSON row so an `owner_id`
 * column is used where it exists without this module depending on the migration adding it.
 */
export async function recordFacts(
  db: Db,
  table: TaskRecordKind,
  id: number,
  lock = false,
): Promise<RecordFacts | undefined> {
  const { rows } = (await db.raw(
    `select to_jsonb(r) as row from ?? as r where r.id = ?${lock ? ' for update' : ''}`,
    [table, id],
  )) as { rows: Array<{ row: Record<string, unknown> }> };
  const row = rows[0]?.row;
  if (!row) return undefined;
  const text = (key: string) => (typeof row[key] === 'string' ? (row[key] as string) : null);
  return {
    id,
    reference: text('reference') ?? '',
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    submissionId: text('submission_id') ?? `${table}-${id}`,
    ownerId: typeof row.owner_id === 'number' ? row.owner_id : null,
  };
}

interface ReplyRow {
  id: number;
  record_table: ReplyRecordKind;
  record_id: number;
  subject: string;
  body: string;
  to_email: string;
  reply_to: string;
  sent_by_id: number | null;
  sent_by_name: string;
  created_at: Date;
}

const replyFromRow = (row: ReplyRow): AdminReply => ({
  id: row.id,
  recordTable: row.record_table,
  recordId: row.record_id,
  subject: row.subject,
  body: row.body,
  to: row.to_email,
  replyTo: row.reply_to,
  sentBy: { id: row.sent_by_id, name: row.sent_by_name },
  createdAt: isoTimestamp(row.created_at),
});

export async function insertReply(
  trx: Knex.Transaction,
  reply: {
    table: ReplyRecordKind;
    recordId: number;
    subject: string;
    body: string;
    to: string;
    replyTo: string;
    sentBy: { id: number; name: string };
    at: Date;
  },
): Promise<AdminReply> {
  const [row] = (await trx('crm_replies')
    .insert({
      record_table: reply.table,
      record_id: reply.recordId,
      subject: reply.subject,
      body: reply.body,
      to_email: reply.to,
      reply_to: reply.replyTo,
      sent_by_id: reply.sentBy.id,
      sent_by_name: reply.sentBy.name,
      created_at: reply.at,
    })
    .returning('*')) as ReplyRow[];
  return replyFromRow(row!);
}

/** A record's replies, newest first. */
export async function repliesOf(db: Db, table: ReplyRecordKind, id: number): Promise<AdminReply[]> {
  const rows = (await db('crm_replies')
    .where({ record_table: table, record_id: id })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])) as ReplyRow[];
  return rows.map(replyFromRow);
}

interface TaskRow {
  id: number;
  record_table: TaskRecordKind;
  record_id: number;
  title: string;
  due_day: string;
  assignee_id: number | null;
  assignee_name: string;
  created_by_id: number | null;
  created_by_name: string;
  created_at: Date;
  done_at: Date | null;
  record_reference: string | null;
  record_name: string | null;
}

const taskFromRow = (row: TaskRow): AdminTask => {
  const reference = row.record_reference ?? '';
  const name = row.record_name?.trim();
  return {
    id: row.id,
    recordTable: row.record_table,
    recordId: row.record_id,
    recordReference: reference,
    recordLabel: name ? `${reference} · ${name}` : reference,
    title: row.title,
    dueDay: row.due_day,
    assignee: { id: row.assignee_id, name: row.assignee_name },
    createdBy: { id: row.created_by_id, name: row.created_by_name },
    createdAt: isoTimestamp(row.created_at),
    doneAt: row.done_at ? isoTimestamp(row.done_at) : null,
  };
};

/** Tasks with their record's reference and name (each record table joined on its own kind). */
function tasksQuery(db: Db) {
  return db('crm_tasks as t')
    .leftJoin('leads as l', (on) =>
      on.on('l.id', '=', 't.record_id').andOnVal('t.record_table', '=', 'leads'),
    )
    .leftJoin('bookings as b', (on) =>
      on.on('b.id', '=', 't.record_id').andOnVal('t.record_table', '=', 'bookings'),
    )
    .leftJoin('guide_submissions as g', (on) =>
      on.on('g.id', '=', 't.record_id').andOnVal('t.record_table', '=', 'guide_submissions'),
    )
    .select(
      't.id',
      't.record_table',
      't.record_id',
      't.title',
      // A calendar day as text: no time zone may shift it.
      db.raw(`to_char(t.due_day, 'YYYY-MM-DD') as due_day`),
      't.assignee_id',
      't.assignee_name',
      't.created_by_id',
      't.created_by_name',
      't.created_at',
      't.done_at',
      db.raw('coalesce(l.reference, b.reference, g.reference) as record_reference'),
      db.raw(`coalesce(
        nullif(concat_ws(' ', l.first_name, l.last_name), ''),
        nullif(concat_ws(' ', b.first_name, b.last_name), ''),
        nullif(concat_ws(' ', g.first_name, g.last_name), '')) as record_name`),
    );
}

export interface TaskFilters {
  due?: TaskDueFilter;
  assigneeId?: number;
  record?: { table: TaskRecordKind; id: number };
  /** Cabo's date, 'yyyy-MM-dd': what "today" is for `due`. */
  today: string;
}

/**
 * Tasks by due day in SQL against Cabo's `today`: a due filter lists open tasks only, a
 * record's list every task (done ones last). Oldest due first.
 */
export async function listTasks(db: Db, filters: TaskFilters): Promise<AdminTask[]> {
  const query = tasksQuery(db);
  if (filters.due) {
    query.whereNull('t.done_at');
    const op = { today: '=', overdue: '<', upcoming: '>' }[filters.due];
    query.whereRaw(`t.due_day ${op} ?::date`, [filters.today]);
  }
  if (filters.assigneeId !== undefined) query.where('t.assignee_id', filters.assigneeId);
  if (filters.record) {
    query.where({ 't.record_table': filters.record.table, 't.record_id': filters.record.id });
  }
  query.orderByRaw('t.done_at is not null, t.due_day asc, t.id asc');
  return ((await query) as TaskRow[]).map(taskFromRow);
}

export async function findTask(db: Db, id: number): Promise<AdminTask | undefined> {
  const row = (await tasksQuery(db).where('t.id', id).first()) as TaskRow | undefined;
  return row && taskFromRow(row);
}

export async function insertTask(
  trx: Knex.Transaction,
  task: {
    table: TaskRecordKind;
    recordId: number;
    title: string;
    dueDay: string;
    assignee: { id: number; name: string };
    createdBy: { id: number; name: string };
    at: Date;
  },
): Promise<number> {
  const [row] = (await trx('crm_tasks')
    .insert({
      record_table: task.table,
      record_id: task.recordId,
      title: task.title,
      due_day: task.dueDay,
      assignee_id: task.assignee.id,
      assignee_name: task.assignee.name,
      created_by_id: task.createdBy.id,
      created_by_name: task.createdBy.name,
      created_at: task.at,
    })
    .returning('id')) as { id: number }[];
  return row!.id;
}

/**
 * Completes (`done`, at `at`) or reopens a task, only when that changes it: true when it did.
 * One statement, so two staff completing it at once record one completion.
 */
export async function setTaskDone(
  trx: Knex.Transaction,
  id: number,
  done: boolean,
  at: Date,
): Promise<boolean> {
  const rows = (await trx('crm_tasks')
    .where({ id })
    .where((q) => (done ? q.whereNull('done_at') : q.whereNotNull('done_at')))
    .update({ done_at: done ? at : null })
    .returning('id')) as unknown[];
  return rows.length > 0;
}

/** An active staff account with the admin role (who may own records and tasks), by id. */
export async function activeAdmin(
  db: Db,
  id: number,
): Promise<{ id: number; name: string } | undefined> {
  const row = (await db('users')
    .where({ id, role: 'admin' })
    .whereNull('disabled_at')
    .first('id', 'username', 'email')) as
    { id: number; username: string | null; email: string | null } | undefined;
  return row && { id: row.id, name: row.username ?? row.email ?? `user ${row.id}` };
}

/** Staff with open tasks due on or before `today`, and an e-mail to send their digest to. */
export async function digestRecipients(
  db: Db,
  today: string,
): Promise<Array<{ id: number; email: string }>> {
  return (await db('crm_tasks as t')
    .join('users as u', 'u.id', 't.assignee_id')
    .whereNull('t.done_at')
    .whereRaw('t.due_day <= ?::date', [today])
    .whereNotNull('u.email')
    .whereNull('u.disabled_at')
    .whereIn('u.role', ['admin', 'editor'])
    .distinct('u.id', 'u.email')
    .orderBy('u.id')) as Array<{ id: number; email: string }>;
}

/**
 * Claims the digest of (staff member, day): true for the one caller that inserted the key,
 * false for every other instance or run that day.
 */
export async function claimDigest(
  trx: Knex.Transaction,
  userId: number,
  day: string,
  at: Date,
): Promise<boolean> {
  const rows = (await trx('crm_task_digests')
    .insert({ user_id: userId, day, created_at: at })
    .onConflict(['user_id', 'day'])
    .ignore()
    .returning('user_id')) as unknown[];
  return rows.length > 0;
}
