import {
  adminReplyCreateSchema,
  adminTaskCreateSchema,
  adminTaskQuerySchema,
  apiPaths,
  caboDate,
  type AdminReply,
  type AdminReplyList,
  type AdminTask,
  type AdminTaskList,
  type ReplyRecordKind,
} from '@cabo/contract';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { MOCK_ADMIN_NOW, mockBookings, mockGuideSubmissions, mockLeads } from './admin.ts';
import { apiError, internalError, mockAdmin, parseQuery, parseRequest } from './auth.ts';
import { pendingForever } from './pending.ts';

// Replies from a record and follow-up tasks (docs/admin.md, "Replies and follow-ups"), as the
// server answers them: tasks by due day against Cabo's today, replies kept per record.

/** Cabo's today for the mock admin (fixed, so screenshots do not change from day to day). */
export const MOCK_TASKS_TODAY = caboDate(new Date(MOCK_ADMIN_NOW));

const records = {
  leads: mockLeads,
  bookings: mockBookings,
  guide_submissions: mockGuideSubmissions,
} as const;

function recordOf(table: AdminTask['recordTable'], id: number) {
  const record = (
    records[table] as ReadonlyArray<{
      id: number;
      firstName: string | null;
      lastName?: string | null;
      email: string;
    }>
  ).find((r) => r.id === id);
  if (!record) return undefined;
  // The admin's records do not carry their reference; the mock makes one from the id.
  const reference = `CBO-${String(id).padStart(5, '0').replace(/0/g, 'Q')}`;
  const name = [record.firstName, record.lastName].filter(Boolean).join(' ');
  return { reference, label: name ? `${reference} · ${name}` : reference, email: record.email };
}

const staff = { id: mockAdmin.id, name: mockAdmin.username ?? 'admin' };

function task(
  id: number,
  table: AdminTask['recordTable'],
  recordId: number,
  title: string,
  dueDay: string,
): AdminTask {
  const record = recordOf(table, recordId)!;
  return {
    id,
    recordTable: table,
    recordId,
    recordReference: record.reference,
    recordLabel: record.label,
    title,
    dueDay,
    assignee: staff,
    createdBy: staff,
    createdAt: '2026-03-18T16:00:00.000Z',
    doneAt: null,
  };
}

/** One task due today, one overdue and one upcoming, on the first lead and booking. */
export const mockTasks: AdminTask[] = [
  task(1, 'leads', mockLeads[1]!.id, 'Send the villa shortlist', MOCK_TASKS_TODAY),
  task(2, 'bookings', mockBookings[0]!.id, 'Confirm the airport transfer', '2026-03-20'),
  task(3, 'leads', mockLeads[1]!.id, 'Ask about the wedding date', '2026-03-27'),
];

export function crmFollowUpHandlers(data: { tasks?: AdminTask[] } = {}): HttpHandler[] {
  const tasks = [...(data.tasks ?? mockTasks)];
  const replies: AdminReply[] = [];
  let nextId = 100;

  const replyRoutes: Array<[string, ReplyRecordKind]> = [
    [apiPaths.adminLeadReplies, 'leads'],
    [apiPaths.adminBookingReplies, 'bookings'],
  ];
  return [
    ...replyRoutes.flatMap(([path, table]) => [
      http.get(path, ({ params }) =>
        recordOf(table, Number(params.id))
          ? HttpResponse.json<AdminReplyList>({
              reference: recordOf(table, Number(params.id))!.reference,
              items: replies.filter(
                (r) => r.recordTable === table && r.recordId === Number(params.id),
              ),
            })
          : apiError(404, 'not_found', 'No record with that id'),
      ),
      http.post(path, async ({ params, request }) => {
        const parsed = await parseRequest(request, adminReplyCreateSchema);
        if (!parsed.ok) return parsed.response;
        const record = recordOf(table, Number(params.id));
        if (!record) return apiError(404, 'not_found', 'No record with that id');
        const reply: AdminReply = {
          id: (nextId += 1),
          recordTable: table,
          recordId: Number(params.id),
          ...parsed.data,
          to: record.email,
          replyTo: 'concierge@example.com',
          sentBy: staff,
          createdAt: MOCK_ADMIN_NOW,
        };
        replies.unshift(reply);
        return HttpResponse.json(reply, { status: 201 });
      }),
    ]),
    http.get(apiPaths.adminTasks, ({ request }) => {
      const query = parseQuery(request, adminTaskQuerySchema);
      if (!query.ok) return query.response;
      const { due, recordTable, recordId } = query.data;
      const today = MOCK_TASKS_TODAY;
      const items = tasks
        .filter((t) => !due || t.doneAt === null)
        .filter((t) =>
          due === 'today'
            ? t.dueDay === today
            : due === 'overdue'
              ? t.dueDay < today
              : due === 'upcoming'
                ? t.dueDay > today
                : true,
        )
        .filter((t) => !recordTable || (t.recordTable === recordTable && t.recordId === recordId))
        .sort(
          (a, b) =>
            Number(a.doneAt !== null) - Number(b.doneAt !== null) ||
            a.dueDay.localeCompare(b.dueDay) ||
            a.id - b.id,
        );
      return HttpResponse.json<AdminTaskList>({ items, today });
    }),
    http.post(apiPaths.adminTasks, async ({ request }) => {
      const parsed = await parseRequest(request, adminTaskCreateSchema);
      if (!parsed.ok) return parsed.response;
      const { recordTable, recordId, title, dueDay } = parsed.data;
      if (!recordOf(recordTable, recordId)) {
        return apiError(404, 'not_found', 'No record with that id');
      }
      const created = {
        ...task((nextId += 1), recordTable, recordId, title, dueDay),
        createdAt: MOCK_ADMIN_NOW,
      };
      tasks.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    ...[
      [apiPaths.adminTaskComplete, true],
      [apiPaths.adminTaskReopen, false],
    ].map(([path, done]) =>
      http.post(path as string, ({ params }) => {
        const found = tasks.find((t) => t.id === Number(params.id));
        if (!found) return apiError(404, 'not_found', 'No task with that id');
        if ((found.doneAt !== null) !== done) found.doneAt = done ? MOCK_ADMIN_NOW : null;
        return HttpResponse.json(found);
      }),
    ),
  ];
}

export const crmFollowUps = crmFollowUpHandlers();

/** No tasks at all (the panels' empty state). */
export const crmFollowUpsEmpty = crmFollowUpHandlers({ tasks: [] });

/** Sending a reply or adding a task fails. */
export const crmFollowUpsChangeError = [
  http.post(apiPaths.adminLeadReplies, internalError),
  http.post(apiPaths.adminBookingReplies, internalError),
  http.post(apiPaths.adminTasks, internalError),
  ...crmFollowUps,
];

/** The task lists load forever (the panels' spinner). */
export const crmFollowUpsSlow = [http.get(apiPaths.adminTasks, pendingForever), ...crmFollowUps];
