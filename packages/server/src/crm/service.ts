import {
  adminRecordHref,
  caboDate,
  replyMessages,
  taskMessages,
  type AdminReply,
  type AdminReplyCreate,
  type AdminReplyList,
  type AdminTask,
  type AdminTaskCreate,
  type AdminTaskQuery,
  type ReplyRecordKind,
  type User,
} from '@cabo/contract';
import type { Knex } from 'knex';
import { actorOf } from '../admin/service.ts';
import { insertActivity } from '../admin/repository.ts';
import { HttpError } from '../errors.ts';
import type { Outbox } from '../submissions/outbox.ts';
import {
  activeAdmin,
  claimDigest,
  digestRecipients,
  findTask,
  insertReply,
  insertTask,
  listTasks,
  recordFacts,
  repliesOf,
  setTaskDone,
} from './repository.ts';

const recordNotFound = () => new HttpError(404, 'not_found', taskMessages.recordNotFound);

/**
 * Sends a reply from a lead or booking (docs/admin.md, "Replies and follow-ups"): the reply's
 * text, its `reply_sent` history entry and its outbox e-mail in ONE transaction, so nothing
 * is sent without being recorded and nothing recorded is lost. The visitor answers to the
 * staff member's own address, or to the staff address when their account has none.
 */
export async function sendReply(
  knex: Knex,
  outbox: Outbox,
  table: ReplyRecordKind,
  id: number,
  reply: AdminReplyCreate,
  user: User,
  staffAddress: string,
  at: Date,
): Promise<AdminReply> {
  return knex.transaction(async (trx) => {
    const record = await recordFacts(trx, table, id, true);
    if (!record) throw recordNotFound();
    if (!record.email) throw new HttpError(409, 'no_email', replyMessages.noEmail);
    const actor = actorOf(user);
    const replyTo = user.email ?? staffAddress;
    const stored = await insertReply(trx, {
      table,
      recordId: id,
      subject: reply.subject,
      body: reply.body,
      to: record.email,
      replyTo,
      sentBy: actor,
      at,
    });
    await insertActivity(trx, {
      table,
      recordId: id,
      action: 'reply_sent',
      fromStatus: null,
      toStatus: null,
      note: null,
      detail: { subject: reply.subject, to: record.email },
      actor,
      at,
    });
    await outbox.queueLetters(trx, [
      {
        kind: 'staff_reply',
        recordTable: table,
        recordId: id,
        submissionId: record.submissionId,
        payload: { replyId: stored.id, subject: reply.subject, body: reply.body, replyTo },
      },
    ]);
    return stored;
  });
}

export async function listReplies(
  knex: Knex,
  table: ReplyRecordKind,
  id: number,
): Promise<AdminReplyList> {
  const record = await recordFacts(knex, table, id);
  if (!record) throw recordNotFound();
  return { reference: record.reference, items: await repliesOf(knex, table, id) };
}

export async function tasks(
  knex: Knex,
  query: AdminTaskQuery,
  user: User,
  now: Date,
): Promise<{ items: AdminTask[]; today: string }> {
  const today = caboDate(now);
  if ((query.recordTable === undefined) !== (query.recordId === undefined)) {
    throw new HttpError(400, 'validation_failed', 'Name both recordTable and recordId');
  }
  const items = await listTasks(knex, {
    due: query.due,
    assigneeId: query.mine === 'true' ? user.id : undefined,
    record:
      query.recordTable && query.recordId
        ? { table: query.recordTable, id: query.recordId }
        : undefined,
    today,
  });
  return { items, today };
}

/**
 * A follow-up on a record: assigned to whom staff chose, else the record's owner, else its
 * creator; recorded as `task_added` in the record's history.
 */
export async function addTask(
  knex: Knex,
  task: AdminTaskCreate,
  user: User,
  at: Date,
): Promise<AdminTask> {
  const id = await knex.transaction(async (trx) => {
    const record = await recordFacts(trx, task.recordTable, task.recordId);
    if (!record) throw recordNotFound();
    const actor = actorOf(user);
    const chosen = task.assigneeId ?? record.ownerId ?? actor.id;
    const assignee = (await activeAdmin(trx, chosen)) ?? (task.assigneeId ? undefined : actor);
    if (!assignee) {
      throw new HttpError(400, 'validation_failed', 'Choose an active admin', {
        assigneeId: ['Choose an active admin'],
      });
    }
    const taskId = await insertTask(trx, {
      table: task.recordTable,
      recordId: task.recordId,
      title: task.title,
      dueDay: task.dueDay,
      assignee,
      createdBy: actor,
      at,
    });
    await insertActivity(trx, {
      table: task.recordTable,
      recordId: task.recordId,
      action: 'task_added',
      fromStatus: null,
      toStatus: null,
      note: null,
      detail: { task: task.title, due: task.dueDay, owner: assignee.name },
      actor,
      at,
    });
    return taskId;
  });
  return (await findTask(knex, id))!;
}

/**
 * Completes (`done`) or reopens a task. Completing writes `task_completed` in the record's
 * history; completing a done task, or reopening an open one, changes nothing.
 */
export async function markTask(
  knex: Knex,
  id: number,
  done: boolean,
  user: User,
  at: Date,
): Promise<AdminTask> {
  await knex.transaction(async (trx) => {
    const task = await findTask(trx, id);
    if (!task) throw new HttpError(404, 'not_found', 'No task with that id');
    // Completing a done task, or reopening an open one, changes nothing.
    if (!(await setTaskDone(trx, id, done, at))) return;
    if (done) {
      await insertActivity(trx, {
        table: task.recordTable,
        recordId: task.recordId,
        action: 'task_completed',
        fromStatus: null,
        toStatus: null,
        note: null,
        detail: { task: task.title, due: task.dueDay },
        actor: actorOf(user),
        at,
      });
    }
  });
  return (await findTask(knex, id))!;
}

/**
 * The morning digest (docs/admin.md, "Morning digest"): for Cabo's day at `now`, one e-mail per
 * staff member with open tasks due that day or before, queued through the outbox. The
 * (person, day) key makes it once per morning however many instances or runs ask.
 * Returns how many digests this call queued.
 */
export async function queueMorningDigests(knex: Knex, outbox: Outbox, now: Date): Promise<number> {
  const day = caboDate(now);
  let queued = 0;
  for (const recipient of await digestRecipients(knex, day)) {
    const sent = await knex.transaction(async (trx) => {
      if (!(await claimDigest(trx, recipient.id, day, now))) return false;
      const open = [
        ...(await listTasks(trx, { due: 'overdue', assigneeId: recipient.id, today: day })),
        ...(await listTasks(trx, { due: 'today', assigneeId: recipient.id, today: day })),
      ];
      if (open.length === 0) return false;
      await outbox.queueLetters(trx, [
        {
          kind: 'task_digest',
          recordTable: 'users',
          recordId: recipient.id,
          submissionId: `digest-${recipient.id}-${day}`,
          payload: {
            day,
            tasks: open.map((task) => ({
              title: task.title,
              dueDay: task.dueDay,
              record: task.recordLabel,
              href: adminRecordHref(task.recordTable, task.recordReference),
            })),
          },
        },
      ]);
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
}
