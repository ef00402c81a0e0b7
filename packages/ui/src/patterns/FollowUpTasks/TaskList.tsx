import type { AdminTask } from '@cabo/contract';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { formatDueDay } from './dueDay.ts';
import * as styles from './FollowUpTasks.css';

export interface TaskListProps {
  tasks: readonly AdminTask[];
  /** Cabo's date: what is due today or overdue. */
  today: string;
  onComplete: (task: AdminTask) => void;
  onReopen: (task: AdminTask) => void;
  /** The task whose change is on its way (its button waits). */
  pendingId?: number | null;
  headingLevel?: 2 | 3 | 4;
}

function dueBadge(task: AdminTask, today: string) {
  if (task.doneAt) return <Badge tone="green">Done</Badge>;
  if (task.dueDay < today) return <Badge tone="red">Overdue</Badge>;
  if (task.dueDay === today) return <Badge tone="yellow">Due today</Badge>;
  return null;
}

/** A record's follow-up tasks (docs/admin.md, "Replies and follow-ups"): open ones first. */
export function TaskList({
  tasks,
  today,
  onComplete,
  onReopen,
  pendingId = null,
  headingLevel = 3,
}: TaskListProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.section} aria-label="Follow-up tasks">
      <Heading className={styles.title}>Follow-up tasks</Heading>
      {tasks.length === 0 ? (
        <p className={styles.muted}>No follow-up tasks yet.</p>
      ) : (
        <ul className={styles.list}>
          {tasks.map((task) => (
            <li key={task.id} className={styles.item}>
              <div className={styles.main}>
                <span className={task.doneAt ? styles.doneTitle : styles.taskTitle}>
                  {task.title}
                </span>
                <span className={styles.meta}>
                  Due {formatDueDay(task.dueDay)} · {task.assignee.name} {dueBadge(task, today)}
                </span>
              </div>
              <Button
                variant="secondary"
                size="sm"
                isPending={pendingId === task.id}
                isDisabled={pendingId !== null}
                aria-label={`${task.doneAt ? 'Reopen' : 'Complete'}: ${task.title}`}
                onPress={() => (task.doneAt ? onReopen(task) : onComplete(task))}
              >
                {task.doneAt ? 'Reopen' : 'Complete'}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
