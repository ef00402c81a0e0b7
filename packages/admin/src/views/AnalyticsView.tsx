import {
  analyticsPresets,
  apiPaths,
  formatConversionRate,
  interestInWords,
  type AdminAnalytics,
  type AnalyticsCount,
  type AnalyticsPreset,
} from '@cabo/contract';
import {
  AnalyticsRangePicker,
  analyticsRangeOf,
  BarChart,
  MetricCards,
  todayIso,
  wholeDollars,
  type AnalyticsRangeChoice,
} from '@cabo/ui';
import { format, parseISO } from 'date-fns';
import { useLocation, useSearch } from 'wouter';
import { analyticsSearch, useAdminAnalytics } from '../api/get-analytics.ts';
import * as styles from './AnalyticsView.css';
import { DueTasksPanels } from './DueTasksPanels.tsx';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The range in the URL: `range=<preset>`, or `from` and `to` for custom days; all time by default. */
export function rangeChoiceOf(search: string): AnalyticsRangeChoice {
  const params = new URLSearchParams(search);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (DATE.test(from) && DATE.test(to) && from <= to) return { preset: 'custom', from, to };
  const preset = params.get('range');
  return analyticsPresets.includes(preset as AnalyticsPreset)
    ? { preset: preset as AnalyticsPreset }
    : { preset: 'all-time' };
}

// 'yyyy-MM' as "Mar 2026".
const monthName = (month: string) => format(parseISO(month), 'MMM yyyy');

const dollars = (cents: number) => `$${wholeDollars(Math.round(cents / 100))}`;

type CountFigure = {
  [K in keyof AdminAnalytics]: AdminAnalytics[K] extends AnalyticsCount[] ? K : never;
}[keyof AdminAnalytics];

/** A chart of one count per label: leads, unless `valueLabel` says otherwise. */
type CountChart = {
  figure: CountFigure;
  title: string;
  description?: string;
  categoryLabel: string;
  valueLabel?: string;
  words?: (label: string) => string;
};

const leadsBySource: CountChart = {
  figure: 'leadsBySource',
  title: 'Leads by source',
  description: 'The UTM source, else the referring site, else direct.',
  categoryLabel: 'Source',
};

/** The count charts after the conversion by source, in the order they are shown. */
const moreCounts: readonly CountChart[] = [
  {
    figure: 'leadsByCampaign',
    title: 'Leads by campaign',
    description: 'The UTM campaign of the page the visitor landed on.',
    categoryLabel: 'Campaign',
  },
  {
    figure: 'leadsByInterest',
    title: 'Leads by interest',
    categoryLabel: 'Interest',
    words: interestInWords,
  },
  {
    figure: 'leadsByLandingPage',
    title: 'Leads by landing page',
    description: 'The first page of the visit that sent the form.',
    categoryLabel: 'Landing page',
  },
  {
    figure: 'guideDownloadsByGuide',
    title: 'Guide downloads by guide',
    categoryLabel: 'Guide',
    valueLabel: 'Downloads',
  },
  {
    figure: 'leadsByMonth',
    title: 'Monthly Lead Acquisition',
    categoryLabel: 'Month',
    words: monthName,
  },
];

/**
 * The Analytics section (docs/admin.md, "Analytics"): the follow-ups due today and overdue,
 * then the range (kept in the URL), the headline figures and a chart per question, all from
 * one request; the CSV has the same figures.
 */
export function AnalyticsView() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const today = todayIso();
  const choice = rangeChoiceOf(search);
  const range = analyticsRangeOf(choice, today);
  const analytics = useAdminAnalytics(range);
  const status = analytics.isPending ? 'loading' : analytics.data ? 'success' : 'error';
  const data = analytics.data;

  const setChoice = (next: AnalyticsRangeChoice) => {
    const params = new URLSearchParams(search);
    for (const key of ['range', 'from', 'to']) params.delete(key);
    if (next.preset === 'custom') {
      params.set('from', next.from);
      params.set('to', next.to);
    } else if (next.preset !== 'all-time') {
      params.set('range', next.preset);
    }
    const text = params.toString();
    navigate(text ? `${location}?${text}` : location, { replace: true });
  };

  const chart = { status } as const;
  const countChart = ({ figure, words = (label) => label, ...labels }: CountChart) => (
    <BarChart
      key={figure}
      {...chart}
      valueLabel="Leads"
      {...labels}
      rows={(data?.[figure] ?? []).map((row) => ({ label: words(row.label), values: [row.count] }))}
    />
  );
  return (
    <div className={styles.view}>
      <DueTasksPanels />
      <div className={styles.toolbar}>
        <AnalyticsRangePicker value={choice} onChange={setChoice} today={today} />
        <a
          className={styles.csv}
          href={`${apiPaths.adminAnalyticsCsv}${analyticsSearch(range)}`}
          download
        >
          Download CSV
        </a>
      </div>
      <MetricCards status={status} figures={data} />
      <div className={styles.charts}>
        {countChart(leadsBySource)}
        <BarChart
          {...chart}
          title="Conversion by source"
          description="Converted ÷ all closed (converted + closed) of the range’s leads; — while none is closed."
          categoryLabel="Source"
          valueLabel="Converted (%)"
          columns={['Converted', 'Closed', 'Conversion']}
          max={100}
          formatValue={(v) => `${v}%`}
          rows={(data?.conversionBySource ?? []).map((row) => ({
            label: row.label,
            values: [row.rate === null ? null : row.rate * 100],
            text: `${formatConversionRate(row.rate)} (${row.converted} of ${row.converted + row.closed})`,
            cells: [String(row.converted), String(row.closed), formatConversionRate(row.rate)],
          }))}
        />
        {moreCounts.map(countChart)}
        <BarChart
          {...chart}
          title="Bookings value by month"
          description="The stored total of the requests made that month: confirmed, and pending an answer."
          categoryLabel="Month"
          valueLabel="Value (USD)"
          series={[{ label: 'Confirmed' }, { label: 'Pending' }]}
          columns={['Confirmed', 'Confirmed (count)', 'Pending', 'Pending (count)']}
          formatValue={dollars}
          rows={(data?.bookingsByMonth ?? []).map((m) => ({
            label: monthName(m.month),
            values: [m.confirmedCents, m.pendingCents],
            text: dollars(m.confirmedCents + m.pendingCents),
            cells: [
              dollars(m.confirmedCents),
              String(m.confirmedCount),
              dollars(m.pendingCents),
              String(m.pendingCount),
            ],
          }))}
        />
      </div>
    </div>
  );
}
