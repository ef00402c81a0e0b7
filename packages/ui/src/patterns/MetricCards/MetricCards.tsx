import { formatConversionRate, type AdminAnalytics } from '@cabo/contract';
import { Skeleton } from '../../components/Spinner/index.ts';
import * as styles from './MetricCards.css';

export type MetricFigures = Pick<AdminAnalytics, 'totals' | 'firstReply'>;

export const METRICS_ERROR_TEXT = 'Error loading analytics. Please try again.';

export interface MetricCardsProps {
  status: 'loading' | 'error' | 'success';
  /** The figures once loaded. */
  figures?: MetricFigures;
}

const count = new Intl.NumberFormat('en-US');
const plural = (n: number, one: string, many: string) =>
  `${count.format(n)} ${n === 1 ? one : many}`;

const metrics: {
  label: string;
  value: (f: MetricFigures) => string;
  /** A line under the value saying what it counts. */
  detail?: (f: MetricFigures) => string;
}[] = [
  { label: 'Total Leads', value: (f) => count.format(f.totals.leads) },
  { label: 'Guide Downloads', value: (f) => count.format(f.totals.guideDownloads) },
  { label: 'Booking Requests', value: (f) => count.format(f.totals.bookingRequests) },
  {
    label: 'Conversion Rate',
    value: (f) => formatConversionRate(f.totals.conversion.rate),
    detail: ({ totals: { conversion: c } }) =>
      c.converted + c.closed === 0
        ? 'No lead closed yet: converted ÷ (converted + closed)'
        : `${count.format(c.converted)} converted of ${plural(c.converted + c.closed, 'closed lead', 'closed leads')}`,
  },
  {
    label: 'Median First Reply',
    value: (f) => (f.firstReply.medianHours === null ? '—' : `${f.firstReply.medianHours} h`),
    detail: (f) =>
      `${plural(f.firstReply.answered, 'lead', 'leads')} answered, ${count.format(f.firstReply.unanswered)} waiting`,
  },
];

/**
 * The analytics' headline figures for the range (docs/admin.md, "Analytics") as a
 * description list: each label is read with its value, then what it counts. While loading
 * the values are placeholders of their size.
 */
export function MetricCards({ status, figures }: MetricCardsProps) {
  if (status === 'error') {
    return (
      <p role="alert" className={styles.error}>
        {METRICS_ERROR_TEXT}
      </p>
    );
  }
  const loading = status === 'loading' || !figures;
  return (
    <dl className={styles.grid} aria-busy={loading}>
      {metrics.map((m) => (
        <div key={m.label} className={styles.card}>
          <dt className={styles.label}>{m.label}</dt>
          <dd className={styles.value}>
            {loading ? <Skeleton width="4ch" height="2.25rem" /> : m.value(figures)}
          </dd>
          {m.detail && !loading ? <dd className={styles.detail}>{m.detail(figures)}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
