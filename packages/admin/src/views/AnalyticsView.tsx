import { LeadChart, MetricCards } from '@cabo/ui';
import { useAdminAnalytics } from '../api/get-analytics.ts';
import * as styles from './AnalyticsView.css';

/** The Analytics section: the four figures and the monthly lead chart, from one request. */
export function AnalyticsView() {
  const analytics = useAdminAnalytics();
  const status = analytics.isPending ? 'loading' : analytics.data ? 'success' : 'error';
  return (
    <div className={styles.view}>
      <MetricCards status={status} figures={analytics.data ?? undefined} />
      <LeadChart status={status} months={analytics.data?.leadsPerMonth} />
    </div>
  );
}
