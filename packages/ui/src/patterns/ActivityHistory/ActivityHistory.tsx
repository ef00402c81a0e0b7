import type { AdminActivity } from '@cabo/contract';
import { visuallyHidden as visuallyHiddenText } from '../../theme/utils.css.ts';
import * as styles from './ActivityHistory.css';

export interface ActivityHistoryProps {
  /** Newest first, as the API sends them. */
  entries: readonly AdminActivity[];
  /** IANA zone the times are shown in (the viewer's own when left out). */
  timeZone?: string;
  /** Heading level, to fit the surrounding outline. */
  headingLevel?: 2 | 3 | 4;
  /** "Activity history" in the drawer; the record page calls it "Timeline". */
  title?: string;
}

const actionLabel: Record<AdminActivity['action'], string> = {
  update: 'Updated',
  resend: 'Guide sent again',
  not_spam: 'Moved out of spam',
  assigned: 'Assigned',
  reply_sent: 'Reply e-mailed',
  task_added: 'Task added',
  task_completed: 'Task completed',
  merged: 'Merged',
};

const calendarDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const dayText = (day: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) ? calendarDay.format(new Date(`${day}T00:00:00Z`)) : day;

/**
 * The entry's own facts (`detail`, docs/admin.md "Timeline") as sentences: whoever writes an
 * entry only fills `detail`, the history reads it.
 */
export function activityDetailSentences(entry: AdminActivity): string[] {
  const d = entry.detail ?? {};
  const lines: string[] = [];
  if (d.owner) lines.push(`Owner: ${d.owner}`);
  if (d.closeReason) lines.push(`Reason: ${d.closeReason}`);
  if (d.subject || d.to) {
    lines.push(`E-mail${d.subject ? ` “${d.subject}”` : ''}${d.to ? ` to ${d.to}` : ''}`);
  }
  if (d.task) lines.push(`Task: ${d.task}${d.due ? `, due ${dayText(d.due)}` : ''}`);
  else if (d.due) lines.push(`Due ${dayText(d.due)}`);
  if (d.reference) lines.push(`Merged ${d.reference} into this record`);
  return lines;
}

/** A record's activity (docs/admin.md: every change is kept): who, when, from → to, note. */
export function ActivityHistory({
  entries,
  timeZone,
  headingLevel = 3,
  title = 'Activity history',
}: ActivityHistoryProps) {
  const Heading = `h${headingLevel}` as const;
  const when = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  return (
    <section className={styles.section} aria-label={title}>
      <Heading className={styles.title}>{title}</Heading>
      {entries.length === 0 ? (
        <p className={styles.empty}>No changes yet.</p>
      ) : (
        <ol className={styles.list}>
          {entries.map((entry) => (
            <li key={entry.id} className={styles.entry}>
              <p className={styles.meta}>
                {actionLabel[entry.action]} by {entry.actor.name},{' '}
                <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
              </p>
              {entry.fromStatus !== null || entry.toStatus !== null ? (
                <p className={styles.change}>
                  Status: {entry.fromStatus ?? '—'} <span aria-hidden="true">→</span>
                  <span className={visuallyHiddenText}> to</span> {entry.toStatus ?? '—'}
                </p>
              ) : null}
              {activityDetailSentences(entry).map((line) => (
                <p key={line} className={styles.change}>
                  {line}
                </p>
              ))}
              {entry.note ? <p className={styles.note}>{entry.note}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
