import { Button } from '../../components/Button/index.ts';
import { GuestStepper } from '../../components/NumberField/index.ts';
import { visuallyHidden } from '../../theme/utils.css.ts';
import { estimatedTotal } from './price.ts';
import * as styles from './PriceBar.css';

export interface PriceBarProps {
  /** Per guest, e.g. '$189 USD'. */
  currentPrice: string;
  /** The price before an offer; with `discount`, only while one runs. */
  originalPrice?: string | undefined;
  /** Computed from the two prices, e.g. '-30%'; absent without an offer. */
  discount?: string | undefined;
  /** 1-10, kept by the page (the sheet starts from it). */
  guests: number;
  onGuestsChange: (guests: number) => void;
  /** Opens the booking sheet. */
  onBook: () => void;
}

/**
 * The adventure's price bar (docs/adventures-and-restaurants.md): the price per guest beside
 * the struck original when discounted, a guest stepper (1-10), the estimated total and
 * "Book Now".
 */
export function PriceBar({
  currentPrice,
  originalPrice,
  discount,
  guests,
  onGuestsChange,
  onBook,
}: PriceBarProps) {
  const discounted = Boolean(originalPrice && discount);
  return (
    <section className={styles.bar} aria-label="Price and booking">
      <div className={styles.prices}>
        <p className={styles.priceLine}>
          <span className={styles.current}>{currentPrice}</span>
          {discounted ? (
            <s className={styles.original}>
              <span className={visuallyHidden}>was </span>
              {originalPrice}
            </s>
          ) : null}
          {discounted ? <span className={styles.discount}>{discount}</span> : null}
        </p>
        <p className={styles.note}>per guest</p>
      </div>
      <div className={styles.guests}>
        {/* Seen beside the stepper; the stepper carries the same name for assistive tech. */}
        <span className={styles.guestsLabel} aria-hidden="true">
          Guests
        </span>
        <GuestStepper
          label="Guests"
          value={guests}
          onChange={(value) => {
            if (Number.isFinite(value)) onGuestsChange(value);
          }}
        />
      </div>
      <p className={styles.total} aria-live="polite">
        Estimated total: <strong>{estimatedTotal(currentPrice, guests)}</strong>
      </p>
      <Button size="lg" onPress={onBook}>
        Book Now
      </Button>
    </section>
  );
}
