import {
  apiPaths,
  type AdminTask,
  type ReplyRecordKind,
  type TaskRecordKind,
} from '@cabo/contract';
import { ReplyComposer, TaskForm, TaskList, WhatsAppButton, useToasts } from '@cabo/ui';
import { showFieldErrors } from '@cabo/ui/app/form-submission';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  postReply,
  postTask,
  postTaskDone,
  useRecordReplies,
  useRecordTasks,
} from '../api/crm-followups.ts';
import * as styles from './RecordFollowUps.css';

/** What the record view knows of the record (the drawer's record). */
export interface FollowUpRecord {
  id: number;
  email: string;
  firstName: string | null;
  phone?: string | null;
  interestType?: string;
  bookingType?: string;
}

/** The record's history and the task lists are read again after a change. */
function useRefreshFollowUps() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: ({ queryKey }) => {
        const key = String(queryKey[0]);
        return (
          key.startsWith(apiPaths.adminTasks) ||
          key.startsWith('/api/admin/leads/') ||
          key.startsWith('/api/admin/bookings/') ||
          key.startsWith('/api/admin/guide-submissions/')
        );
      },
    });
}

/** Reply by e-mail and WhatsApp from a lead or booking (docs/admin.md, "Replies and follow-ups"). */
function ReplyTools({ table, record }: { table: ReplyRecordKind; record: FollowUpRecord }) {
  const replies = useRecordReplies(table, record.id);
  const toasts = useToasts();
  const refresh = useRefreshFollowUps();
  const reference = replies.data?.reference;
  if (!reference) return null;
  return (
    <>
      <WhatsAppButton
        phone={record.phone ?? null}
        firstName={record.firstName}
        reference={reference}
      />
      <ReplyComposer
        key={`${table}-${record.id}`}
        to={record.email}
        firstName={record.firstName}
        reference={reference}
        interest={record.interestType ?? record.bookingType ?? null}
        onSend={async (values, context) => {
          try {
            await postReply(table, record.id, values);
            void refresh();
            toasts.show({ title: 'Reply sent', description: `E-mailed to ${record.email}.` });
          } catch (error) {
            if (!showFieldErrors(error, context.setFieldError)) {
              toasts.show({
                variant: 'destructive',
                title: 'Reply not sent',
                description: 'Please try again.',
              });
            }
            throw error;
          }
        }}
      />
    </>
  );
}

/** The record's follow-up tasks and the form that adds one. */
function Tasks({ table, recordId }: { table: TaskRecordKind; recordId: number }) {
  const tasks = useRecordTasks(table, recordId);
  const toasts = useToasts();
  const refresh = useRefreshFollowUps();
  const mark = useMutation({
    mutationFn: ({ task, done }: { task: AdminTask; done: boolean }) => postTaskDone(task.id, done),
    onSuccess: (task) => {
      void refresh();
      toasts.show({ title: task.doneAt ? 'Task completed' : 'Task reopened' });
    },
    onError: () =>
      toasts.show({
        variant: 'destructive',
        title: 'Update failed',
        description: 'Please try again.',
      }),
  });
  if (!tasks.data) return null;
  const { today, items } = tasks.data;
  return (
    <>
      <TaskList
        tasks={items}
        today={today}
        pendingId={mark.isPending ? (mark.variables?.task.id ?? null) : null}
        onComplete={(task) => mark.mutate({ task, done: true })}
        onReopen={(task) => mark.mutate({ task, done: false })}
      />
      <TaskForm
        today={today}
        onAdd={async (values, context) => {
          try {
            await postTask({ recordTable: table, recordId, ...values });
            void refresh();
            toasts.show({ title: 'Task added' });
          } catch (error) {
            if (!showFieldErrors(error, context.setFieldError)) {
              toasts.show({
                variant: 'destructive',
                title: 'Task not added',
                description: 'Please try again.',
              });
            }
            throw error;
          }
        }}
      />
    </>
  );
}

/**
 * The follow-ups of the open record: replies and WhatsApp (leads and bookings) and tasks (every
 * record). Its own component, so the record page can take it as it is.
 */
export function RecordFollowUps({
  table,
  record,
}: {
  table: TaskRecordKind;
  record: FollowUpRecord;
}) {
  return (
    <div className={styles.followUps}>
      {table !== 'guide_submissions' ? <ReplyTools table={table} record={record} /> : null}
      <Tasks table={table} recordId={record.id} />
    </div>
  );
}
