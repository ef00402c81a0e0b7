import { percentLabel, type VillaPriceSummary } from '@cabo/contract';
import { dollarsAndCents, groupDigits, wholeDollars } from '../../common/numbers.ts';
import { formatPostDate } from '../BlogCard/formatPostDate.ts';
import * as styles from './VillaBookingForm.css';

const nightsText = (nights: number) => `${nights} ${nights === 1 ? 'night' : 'nights'}`;

/**
 * The landed total of a villa stay (docs/stays.md, "True totals"): a line per rate run, the
 * cleaning fee, the service fee, IVA and the lodging tax at the staff's rates, the total in
 * dollars with its peso equivalent at the dated rate, the deposit due at confirmation, the
 * balance and the cancellation terms. Amounts are `villaPriceSummary`'s, in cents.
 */
export function PriceSummary({ summary }: { summary: VillaPriceSummary }) {
  const { settings } = summary;
  const rows: [string, number][] = [
    ...summary.lines.map((line): [string, number] => [
      `${nightsText(line.nights)} × ${wholeDollars(line.rate)}${line.label ? ` · ${line.label}` : ''}`,
      line.amountCents,
    ]),
    ...(summary.cleaningFeeCents > 0
      ? [['Cleaning fee', summary.cleaningFeeCents] as [string, number]]
      : []),
    [`Service fee (${percentLabel(settings.serviceFeePercent)})`, summary.serviceFeeCents],
    [`IVA (${percentLabel(settings.ivaPercent)})`, summary.ivaCents],
    [`Lodging tax (${percentLabel(settings.lodgingTaxPercent)})`, summary.lodgingTaxCents],
  ];
  return (
    <div className={styles.summaryBlock}>
      <dl className={styles.summary} aria-label="Price summary">
        {rows.map(([term, cents]) => (
          <div key={term} className={styles.line}>
            <dt>{term}</dt>
            <dd className={styles.amount}>{dollarsAndCents(cents)}</dd>
          </div>
        ))}
        <div className={`${styles.line} ${styles.totalLine}`}>
          <dt>Total (USD)</dt>
          <dd className={styles.amount}>{dollarsAndCents(summary.totalCents)}</dd>
        </div>
        <div className={styles.line}>
          <dt>Deposit due at confirmation ({percentLabel(settings.depositPercent)})</dt>
          <dd className={styles.amount}>{dollarsAndCents(summary.depositCents)}</dd>
        </div>
        <div className={styles.line}>
          <dt>Balance</dt>
          <dd className={styles.amount}>{dollarsAndCents(summary.balanceCents)}</dd>
        </div>
      </dl>
      <p className={styles.pesos}>
        ≈ MX${groupDigits(summary.totalMxnCents / 100)} at {settings.mxnPerUsd} MXN per USD (rate of{' '}
        {formatPostDate(settings.mxnRateDate)})
      </p>
      <p className={styles.terms}>
        <strong>Cancellation terms:</strong> {settings.cancellationTerms}
      </p>
    </div>
  );
}
