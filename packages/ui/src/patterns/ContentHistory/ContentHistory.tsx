import type { ContentRevision } from '@cabo/contract';
import { useState } from 'react';
import { Button } from '../../components/Button/index.ts';
import { ConfirmDialog } from '../../components/Dialog/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import { visuallyHidden } from '../../theme/utils.css.ts';
import { contentActionLabel, contentDateTime } from '../ContentList/contentLabels.ts';
import { ContentStatusBadges } from '../ContentList/ContentStatusBadges.tsx';
import { contentFieldLabel, wordDiff } from './diff.ts';
import * as styles from './ContentHistory.css';

export interface ContentHistoryProps {
  /** Newest first, as the API answers them; undefined while loading. */
  revisions: readonly ContentRevision[] | undefined;
  isLoading?: boolean;
  errorText?: string | null;
  /**
   * Makes a revision's content the item's draft. Resolve: the dialog closes. Reject: it
   * stays (the caller reports the failure).
   */
  onRestore: (version: number) => Promise<unknown>;
  /** Turns restore off (e.g. while another change is sent). */
  isDisabled?: boolean;
  /** IANA zone of the times (Cabo's when left out). */
  timeZone?: string;
  headingLevel?: 2 | 3 | 4;
}

/** Short texts read best whole, side by side; longer ones as a word diff. */
const SHORT_TEXT = 60;

function plain(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length === 1 ? '1 item' : `${value.length} items`;
  return `${Object.keys(value).length} fields`;
}

const pretty = (value: unknown) =>
  value === null || value === undefined ? '(empty)' : JSON.stringify(value, null, 2);

/** One field's change, readably: text as a word diff, lists and objects in full. */
function ChangeValue({ before, after }: { before: unknown; after: unknown }) {
  const isText = (v: unknown) => typeof v === 'string' || v === null || v === undefined;
  if (isText(before) && isText(after)) {
    const a = String(before ?? '');
    const b = String(after ?? '');
    const diff = a.length > SHORT_TEXT || b.length > SHORT_TEXT ? wordDiff(a, b) : null;
    if (diff) {
      return (
        <p className={styles.diff}>
          {diff.map((part, i) =>
            part.kind === 'same' ? (
              <span key={i}>{part.text}</span>
            ) : part.kind === 'removed' ? (
              <del key={i} className={styles.removed}>
                <span className={visuallyHidden}>[removed: </span>
                {part.text}
                <span className={visuallyHidden}>]</span>
              </del>
            ) : (
              <ins key={i} className={styles.added}>
                <span className={visuallyHidden}>[added: </span>
                {part.text}
                <span className={visuallyHidden}>]</span>
              </ins>
            ),
          )}
        </p>
      );
    }
  }
  const structured = (v: unknown) => v !== null && typeof v === 'object';
  if (structured(before) || structured(after)) {
    return (
      <div className={styles.sides}>
        <div>
          <p className={styles.sideLabel}>Before ({plain(before)})</p>
          <pre className={styles.code}>{pretty(before)}</pre>
        </div>
        <div>
          <p className={styles.sideLabel}>After ({plain(after)})</p>
          <pre className={styles.code}>{pretty(after)}</pre>
        </div>
      </div>
    );
  }
  return (
    <p className={styles.diff}>
      <span className={styles.before}>{plain(before)}</span> <span aria-hidden="true">→</span>
      <span className={visuallyHidden}> to</span> <span>{plain(after)}</span>
    </p>
  );
}

/**
 * An item's history in the content studio (docs/admin.md, "Content studio"): every
 * revision, newest first, with who, when, what and the status after it; each opens to its
 * changes field by field, and an older one can be restored as the draft.
 */
export function ContentHistory({
  revisions,
  isLoading = false,
  errorText,
  onRestore,
  isDisabled = false,
  timeZone,
  headingLevel = 2,
}: ContentHistoryProps) {
  const Heading = `h${headingLevel}` as const;
  const [restoring, setRestoring] = useState<number | null>(null);
  return (
    <section className={styles.section} aria-label="History">
      <Heading className={styles.title}>History</Heading>
      {isLoading ? (
        <Spinner label="Loading the history" />
      ) : errorText ? (
        <p role="alert" className={styles.error}>
          {errorText}
        </p>
      ) : !revisions || revisions.length === 0 ? (
        <p className={styles.muted}>No revisions yet.</p>
      ) : (
        <ol className={styles.list}>
          {revisions.map((rev, index) => (
            <li key={rev.version} className={styles.entry}>
              <details className={styles.details}>
                <summary className={styles.summary}>
                  <span className={styles.summaryText}>
                    <strong>Version {rev.version}</strong>: {contentActionLabel[rev.action]} by{' '}
                    {rev.userName},{' '}
                    <time dateTime={rev.createdAt}>{contentDateTime(rev.createdAt, timeZone)}</time>
                  </span>
                  <ContentStatusBadges status={rev.status} hasDraft={false} />
                </summary>
                <div className={styles.body}>
                  {rev.changes.length === 0 ? (
                    <p className={styles.muted}>No field changed.</p>
                  ) : (
                    <dl className={styles.changes}>
                      {rev.changes.map((change) => (
                        <div key={change.field} className={styles.change}>
                          <dt className={styles.field}>{contentFieldLabel(change.field)}</dt>
                          <dd className={styles.value}>
                            <ChangeValue before={change.before} after={change.after} />
                          </dd>
                        </div>
                      ))}
                    </dl>
                  )}
                  {index > 0 ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      isDisabled={isDisabled}
                      onPress={() => setRestoring(rev.version)}
                    >
                      Restore version {rev.version} as draft
                    </Button>
                  ) : null}
                </div>
              </details>
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        isOpen={restoring !== null}
        onOpenChange={(open) => {
          if (!open) setRestoring(null);
        }}
        title={`Restore version ${restoring ?? ''} as the draft?`}
        description="Its content replaces what is in the editor now. Visitors see it only once you publish."
        confirmLabel="Restore as draft"
        pendingLabel="Restoring..."
        onConfirm={() => onRestore(restoring!)}
      />
    </section>
  );
}
