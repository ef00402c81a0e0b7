import { priceBreakdown, type VillaPriceSummary } from '@cabo/contract';
import * as styles from './VillaBookingForm.css';

/**
 * The landed total of a villa stay (docs/stays.md, "True totals"): a line per rate run, the
 * cleaning fee, the service fee, IVA and the lodging tax at the staff's rates, the total in
 * dollars with its peso equivalent at the dated rate, the deposit due at confirmation, the
 * balance and the cancellation terms. Amounts are `villaPriceSummary`'s, in cents, worded by
 * `priceBreakdown` (the e-mails use the same words).
 */
export function PriceSummary({ summary }: { summary: VillaPriceSummary }) {
  const { charges, total, due, pesos, cancellationTerms } = priceBreakdown(summary);
  return (
    <div className={styles.summaryBlock}>
      <dl className={styles.summary} aria-label="Price summary">
        {charges.map((row) => (
          <div key={row.label} className={styles.line}>
            <dt>{row.label}</dt>
            <dd className={styles.amount}>{row.text}</dd>
          </div>
        ))}
        <div className={`${styles.line} ${styles.totalLine}`}>
          <dt>{total.label}</dt>
          <dd className={styles.amount}>{total.text}</dd>
        </div>
        {due.map((row) => (
          <div key={row.label} className={styles.line}>
            <dt>{row.label}</dt>
            <dd className={styles.amount}>{row.text}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.pesos}>{pesos}</p>
      <p className={styles.terms}>
        <strong>Cancellation terms:</strong> {cancellationTerms}
      </p>
    </div>
  );
}
