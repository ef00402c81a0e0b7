import { useId, useState } from 'react';
import { Button } from '../../components/Button/index.ts';
import { Skeleton } from '../../components/Spinner/index.ts';
import { visuallyHidden } from '../../theme/utils.css.ts';
import * as styles from './BarChart.css';

export interface BarChartSeries {
  /** The legend's and the table column's name, e.g. "Confirmed". */
  label: string;
}

export interface BarChartRow {
  /** The category (a source, a month), the bar's label on the category axis. */
  label: string;
  /** One value per series, stacked in that order; null draws no bar ("no data"). */
  values: readonly (number | null)[];
  /** Written beside the bar; the values, formatted, by default. */
  text?: string;
  /** The table's cells after the label; the values, formatted, by default. */
  cells?: readonly string[];
}

export interface BarChartProps {
  title: string;
  /** One line under the title saying what the bars measure. */
  description?: string;
  /** The category axis's label (e.g. "Source"), also the table's first column. */
  categoryLabel: string;
  /** The value axis's label (e.g. "Leads"). */
  valueLabel: string;
  /** Stacked series (a legend is shown for two or more); one series named valueLabel by default. */
  series?: readonly BarChartSeries[];
  rows: readonly BarChartRow[];
  /** The table's columns after the category; the series' labels by default. */
  columns?: readonly string[];
  /** How a value is written (beside the bar, on the axis, in the table). */
  formatValue?: (value: number) => string;
  /** The value axis's end; the largest bar by default (100 for a percentage, say). */
  max?: number;
  status?: 'loading' | 'error' | 'success';
  emptyText?: string;
  errorText?: string;
}

const counts = new Intl.NumberFormat('en-US');
const defaultFormat = (value: number) => counts.format(value);

/**
 * A horizontal bar chart (docs/admin.md, "Analytics"): CSS bars with a visible title, both
 * axes labelled and the value beside each bar. The bars are hidden from screen readers,
 * which read the same figures as a table; "Show table" shows that table to everyone.
 */
export function BarChart({
  title,
  description,
  categoryLabel,
  valueLabel,
  series = [{ label: valueLabel }],
  rows,
  columns,
  formatValue = defaultFormat,
  max,
  status = 'success',
  emptyText = 'Nothing in this range.',
  errorText = 'Error loading the chart. Please try again.',
}: BarChartProps) {
  const titleId = useId();
  const tableId = useId();
  const [tableShown, setTableShown] = useState(false);
  const total = (row: BarChartRow) => row.values.reduce<number>((sum, v) => sum + (v ?? 0), 0);
  const end = max ?? Math.max(0, ...rows.map(total));
  const hasData = rows.length > 0;
  const textOf = (row: BarChartRow) =>
    row.text ?? row.values.map((v) => (v === null ? '—' : formatValue(v))).join(' · ');

  let body;
  if (status === 'error') {
    body = (
      <p role="alert" className={styles.message}>
        {errorText}
      </p>
    );
  } else if (status === 'loading') {
    body = (
      <div aria-busy="true" className={styles.loading}>
        <span className={visuallyHidden}>Loading the chart</span>
        <Skeleton shape="rect" height="100%" />
      </div>
    );
  } else if (!hasData) {
    body = <p className={styles.message}>{emptyText}</p>;
  } else {
    body = (
      <div className={styles.plot} aria-hidden="true">
        <div className={styles.row}>
          <span className={styles.axisLabel}>{categoryLabel}</span>
          <span className={styles.axisLabel}>{valueLabel}</span>
        </div>
        {rows.map((row) => (
          <div key={row.label} className={styles.row}>
            <span className={styles.rowLabel} title={row.label}>
              {row.label}
            </span>
            <span className={styles.bar}>
              <span className={styles.track}>
                {row.values.map((value, i) =>
                  value && end > 0 ? (
                    <span
                      key={i}
                      className={styles.segment[i % styles.segment.length]!}
                      style={{ width: `${(value / end) * 100}%` }}
                    />
                  ) : null,
                )}
              </span>
              <span className={styles.value}>{textOf(row)}</span>
            </span>
          </div>
        ))}
        <div className={styles.row}>
          <span />
          <span className={styles.scale}>
            <span>{formatValue(0)}</span>
            <span>{formatValue(end)}</span>
          </span>
        </div>
      </div>
    );
  }

  return (
    <figure className={styles.card} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h3 id={titleId} className={styles.title}>
          {title}
        </h3>
        {status === 'success' && hasData ? (
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={tableShown}
            aria-controls={tableId}
            onPress={() => setTableShown((shown) => !shown)}
          >
            {tableShown ? 'Hide table' : 'Show table'}
          </Button>
        ) : null}
      </div>
      {description ? <p className={styles.description}>{description}</p> : null}
      {series.length > 1 && status === 'success' && hasData ? (
        <ul className={styles.legend} aria-hidden="true">
          {series.map((s, i) => (
            <li key={s.label} className={styles.legendItem}>
              <span className={styles.swatch[i % styles.swatch.length]!} />
              {s.label}
            </li>
          ))}
        </ul>
      ) : null}
      {body}
      {status === 'success' && hasData ? (
        // A table ignores a 1px width: its wrapper is what is hidden from the eye.
        <div id={tableId} className={tableShown ? styles.tableWrap : visuallyHidden}>
          <table className={styles.table}>
            <caption className={visuallyHidden}>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{categoryLabel}</th>
                {(columns ?? series.map((s) => s.label)).map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {(row.cells ?? row.values.map((v) => (v === null ? '—' : formatValue(v)))).map(
                    (cell, i) => (
                      <td key={i}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </figure>
  );
}
