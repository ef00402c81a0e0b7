import type { AdminAnalytics } from '@cabo/contract';
import { Skeleton } from '../../components/Spinner/index.ts';
import * as styles from './MetricCards.css';

export type MetricFigures = Pick<
  AdminAnalytics,
  'totalLeads' | 'guideDownloads' | 'bookingRequests' | 'conversionRate'
>;

export const METRICS_ERROR_TEXT = 'Error loading analytics. Please try again.';

export interface MetricCardsProps {
  status: 'loading' | 'error' | 'success';
  /** The figures once loaded. */
  figures?: MetricFigures;
}

const count = new Intl.NumberFormat('en-US');
const percent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

const metrics: { label: string; value: (f: MetricFigures) => string }[] = [
  { label: 'Total Leads', value: (f) => count.format(f.totalLeads) },
  { label: 'Guide Downloads', value: (f) => count.format(f.guideDownloads) },
  { label: 'Booking Requests', value: (f) => count.format(f.bookingRequests) },
  { label: 'Conversion Rate', value: (f) => percent.format(f.conversionRate) },
];

/**
 * The dashboard's four figures (docs/admin.md, "Analytics") as a description list: each
 * label is read with its value. While loading the values are placeholders of their size.
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
        </div>
      ))}
    </dl>
  );
}
