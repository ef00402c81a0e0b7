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
}

const actionLabel: Record<AdminActivity['action'], string> = {
  update: 'Updated',
  resend: 'Guide sent again',
  not_spam: 'Moved out of spam',
};

/** A record's activity (docs/admin.md: every change is kept): who, when, from → to, note. */
export function ActivityHistory({ entries, timeZone, headingLevel = 3 }: ActivityHistoryProps) {
  const Heading = `h${headingLevel}` as const;
  const when = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  return (
    <section className={styles.section} aria-label="Activity history">
      <Heading className={styles.title}>Activity history</Heading>
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
              {entry.note ? <p className={styles.note}>{entry.note}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
