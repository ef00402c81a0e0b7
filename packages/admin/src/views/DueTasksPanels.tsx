import { DueTasksPanel } from '@cabo/ui';
import { useDueTasks } from '../api/crm-followups.ts';
import * as styles from './RecordFollowUps.css';

const errorText = 'Error loading tasks. Please try again.';

/**
 * The dashboard's "Due today" and "Overdue" panels (docs/admin.md, "Replies and follow-ups"):
 * open tasks as the server counts them against Cabo's today, each linking to its record.
 */
export function DueTasksPanels() {
  const today = useDueTasks('today');
  const overdue = useDueTasks('overdue');
  return (
    <div className={styles.panels}>
      <DueTasksPanel
        title="Due today"
        tasks={today.data?.items}
        isLoading={today.isPending}
        errorText={today.isError || today.data === null ? errorText : null}
        emptyText="Nothing due today."
      />
      <DueTasksPanel
        title="Overdue"
        tasks={overdue.data?.items}
        isLoading={overdue.isPending}
        errorText={overdue.isError || overdue.data === null ? errorText : null}
        emptyText="Nothing overdue."
      />
    </div>
  );
}
