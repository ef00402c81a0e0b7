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

/** The summary's words: "10 of 42 adventures · showing 10 · page 1 of 1". */
export function resultSummaryText({
  total,
  matching,
  shown,
  page,
  pageCount,
  noun = 'adventures',
}: ResultSummaryProps): string {
  return [
    matching === total ? `${total} ${noun}` : `${matching} of ${total} ${noun}`,
    `showing ${shown}`,
    `page ${Math.min(page, Math.max(pageCount, 1))} of ${Math.max(pageCount, 1)}`,
  ].join(' · ');
}

/**
 * The line over a filtered, paged list (docs/adventures-and-restaurants.md: it replaces the
 * spec's debug block): how many there are, how many match, how many show, which page. A
 * polite live region, so a filter's effect is announced.
 */
export function ResultSummary(props: ResultSummaryProps) {
  return (
    <p className={styles.summary} role="status">
      {resultSummaryText(props)}
    </p>
  );
}
