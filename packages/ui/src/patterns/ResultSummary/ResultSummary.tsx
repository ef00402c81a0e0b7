import * as styles from './ResultSummary.css';

export interface ResultSummaryProps {
  /** Everything in the catalogue. */
  total: number;
  /** What the filter leaves. */
  matching: number;
  /** Shown on this page. */
  shown: number;
  /** 1-based. */
  page: number;
  pageCount: number;
  /** Plural noun of the items, e.g. 'adventures'. */
  noun?: string;
}

/**
 * The line over a filtered, paged list (docs/adventures-and-restaurants.md: it replaces the
 * spec's debug block): how many there are, how many match, how many show, which page. A
 * polite live region, so a filter's effect is announced.
 */
export function ResultSummary({
  total,
  matching,
  shown,
  page,
  pageCount,
  noun = 'adventures',
}: ResultSummaryProps) {
  const parts = [
    matching === total ? `${total} ${noun}` : `${matching} of ${total} ${noun}`,
    `showing ${shown}`,
    `page ${Math.min(page, Math.max(pageCount, 1))} of ${Math.max(pageCount, 1)}`,
  ];
  return (
    <p className={styles.summary} role="status">
      {parts.join(' · ')}
    </p>
  );
}
