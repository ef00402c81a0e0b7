import { adminRecordHref, type AdminTask } from '@cabo/contract';
import { Link } from '../../components/Link/Link.tsx';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import { formatDueDay } from '../FollowUpTasks/dueDay.ts';
import * as styles from './DueTasksPanel.css';

export interface DueTasksPanelProps {
  /** "Due today" or "Overdue". */
  title: string;
  tasks: readonly AdminTask[] | undefined;
  isLoading?: boolean;
  errorText?: string | null;
  emptyText: string;
  headingLevel?: 2 | 3;
}

/**
 * A dashboard panel of open follow-ups (docs/admin.md, "Replies and follow-ups"), each linking
 * to its record; which ones are due is the server's answer for Cabo's today.
 */
export function DueTasksPanel({
  title,
  tasks,
  isLoading = false,
  errorText = null,
  emptyText,
  headingLevel = 2,
}: DueTasksPanelProps) {
  const Heading = `h${headingLevel}` as const;
  const count = tasks?.length ?? 0;
  return (
    <section className={styles.panel} aria-label={title}>
      <Heading className={styles.title}>
        {title}
        {tasks && !errorText ? (
          <>
            {' '}
            <span className={styles.count}>({count})</span>
          </>
        ) : null}
      </Heading>
      {isLoading ? (
        <Spinner label={`Loading ${title.toLowerCase()} tasks`} />
      ) : errorText ? (
        <p role="alert" className={styles.error}>
          {errorText}
        </p>
      ) : count === 0 ? (
        <p className={styles.muted}>{emptyText}</p>
      ) : (
        <ul className={styles.list}>
          {tasks!.map((task) => (
            <li key={task.id} className={styles.item}>
              <span className={styles.taskTitle}>{task.title}</span>
              <span className={styles.meta}>
                <Link href={adminRecordHref(task.recordTable, task.recordReference)}>
                  {task.recordLabel}
                </Link>
                <span>
                  Due {formatDueDay(task.dueDay)} · {task.assignee.name}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
