import {
  apiPath,
  apiPaths,
  type AdminReply,
  type AdminReplyCreate,
  type AdminReplyList,
  type AdminTask,
  type AdminTaskCreate,
  type AdminTaskList,
  type ReplyRecordKind,
  type TaskDueFilter,
  type TaskRecordKind,
} from '@cabo/contract';
import { api } from '@cabo/ui/app/api';
import { useQuery } from '@tanstack/react-query';

const replyPaths = {
  leads: apiPaths.adminLeadReplies,
  bookings: apiPaths.adminBookingReplies,
} as const;

/** GET a lead's or booking's replies (and its reference). */
export const recordRepliesKey = (table: ReplyRecordKind, id: number) =>
  apiPath(replyPaths[table], { id });

export const useRecordReplies = (table: ReplyRecordKind, id: number) =>
  useQuery<AdminReplyList | null>({ queryKey: [recordRepliesKey(table, id)] });

/** POST a reply: stored, recorded in the history and e-mailed through the outbox. */
export const postReply = (table: ReplyRecordKind, id: number, body: AdminReplyCreate) =>
  api.post(recordRepliesKey(table, id), { json: body }).json<AdminReply>();

/** Every task query's key starts with the tasks path, so one invalidation refreshes them all. */
export const tasksKey = (query: Record<string, string | number>) =>
  `${apiPaths.adminTasks}?${new URLSearchParams(
    Object.entries(query).map(([k, v]) => [k, String(v)]),
  ).toString()}`;

export const useDueTasks = (due: TaskDueFilter) =>
  useQuery<AdminTaskList | null>({ queryKey: [tasksKey({ due })] });

export const useRecordTasks = (table: TaskRecordKind, id: number) =>
  useQuery<AdminTaskList | null>({ queryKey: [tasksKey({ recordTable: table, recordId: id })] });

export const postTask = (body: AdminTaskCreate) =>
  api.post(apiPaths.adminTasks, { json: body }).json<AdminTask>();

export const postTaskDone = (id: number, done: boolean) =>
  api
    .post(apiPath(done ? apiPaths.adminTaskComplete : apiPaths.adminTaskReopen, { id }))
    .json<AdminTask>();
