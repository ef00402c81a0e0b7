import type { AdminMonthlyLeads } from '@cabo/contract';
import { useId } from 'react';
import { Skeleton } from '../../components/Spinner/index.ts';
import { visuallyHidden } from '../../theme/utils.css.ts';
import * as styles from './LeadChart.css';

export const LEAD_CHART_TITLE = 'Monthly Lead Acquisition';
export const LEAD_CHART_ERROR_TEXT = 'Error loading the lead chart. Please try again.';
export const LEAD_CHART_EMPTY_TEXT = 'No leads in these months yet.';

export interface LeadChartProps {
  status: 'loading' | 'error' | 'success';
  /** Leads per month, oldest first ('yyyy-MM'). */
  months?: readonly AdminMonthlyLeads[];
}

const monthName = (month: string, style: 'short' | 'long') => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat('en-US', {
    month: style,
    ...(style === 'long' ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, m - 1, 1)));
};

// Bars are drawn in a 100-unit-high box, one 10-unit slot per month; the SVG stretches to the
// card's width, so the month labels are HTML in a grid of the same columns (never squeezed).
const SLOT = 10;
const BAR = 6;

/**
 * The dashboard's "Monthly Lead Acquisition" bar chart (docs/admin.md): an SVG for sighted
 * users, with a summary as its name, and the same figures as a table for screen readers.
 */
export function LeadChart({ status, months = [] }: LeadChartProps) {
  const titleId = useId();
  const max = Math.max(0, ...months.map((m) => m.count));
  const first = months[0];
  const last = months[months.length - 1];
  const peak = months.find((m) => m.count === max);
  const summary =
    first && last && peak
      ? `Bar chart of leads per month from ${monthName(first.month, 'long')} to ${monthName(last.month, 'long')}; the highest is ${max} in ${monthName(peak.month, 'long')}.`
      : '';

  let body;
  if (status === 'error') {
    body = (
      <p role="alert" className={styles.message}>
        {LEAD_CHART_ERROR_TEXT}
      </p>
    );
  } else if (status === 'loading') {
    body = (
      <div aria-busy="true" className={styles.loading}>
        <span className={visuallyHidden}>Loading the chart</span>
        <Skeleton shape="rect" height="100%" />
      </div>
    );
  } else if (max === 0) {
    body = <p className={styles.message}>{LEAD_CHART_EMPTY_TEXT}</p>;
  } else {
    const width = months.length * SLOT;
    body = (
      <>
        <svg
          role="img"
          aria-label={summary}
          className={styles.chart}
          viewBox={`0 0 ${width} 100`}
          preserveAspectRatio="none"
        >
          {[25, 50, 75].map((y) => (
            <line key={y} x1={0} x2={width} y1={y} y2={y} className={styles.gridLine} />
          ))}
          {months.map((m, i) => {
            const height = (m.count / max) * 96;
            return (
              <rect
                key={m.month}
                className={styles.bar}
                x={i * SLOT + (SLOT - BAR) / 2}
                y={100 - height}
                width={BAR}
                height={height}
              />
            );
          })}
        </svg>
        <ol
          aria-hidden="true"
          className={styles.labels}
          style={{ gridTemplateColumns: `repeat(${months.length}, 1fr)` }}
        >
          {months.map((m) => (
            <li key={m.month} className={styles.label}>
              <span className={styles.count}>{m.count}</span>
              <span>{monthName(m.month, 'short')}</span>
            </li>
          ))}
        </ol>
      </>
    );
  }

  return (
    <figure className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {LEAD_CHART_TITLE}
      </h3>
      {body}
      {status === 'success' && months.length > 0 ? (
        <table className={visuallyHidden}>
          <caption>{LEAD_CHART_TITLE}</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Leads</th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{monthName(m.month, 'long')}</th>
                <td>{m.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </figure>
  );
}
