import { useEffect, useState } from 'react';
import { Button } from '../../components/Button/index.ts';
import { GuestStepper } from '../../components/NumberField/index.ts';
import { visuallyHidden } from '../../theme/utils.css.ts';
import * as styles from './AdventureMobileBar.css';

/** The spec's scroll distance before the bar slides in. */
export const MOBILE_BAR_THRESHOLD_PX = 300;

export interface AdventureMobileBarProps {
  currentPrice: string;
  /** The price before an offer, only while one runs. */
  originalPrice?: string | undefined;
  guests: number;
  onGuestsChange: (guests: number) => void;
  onBook: () => void;
  /** Scroll distance (px) after which the bar shows. */
  threshold?: number;
}

/**
 * The phone's sticky booking bar (docs/adventures-and-restaurants.md): price, guest stepper and
 * "Book Now", sliding in once the page is scrolled past 300 px; hidden from the large
 * breakpoint, where the price bar stays in view. While hidden it is inert (no focus, not read).
 */
export function AdventureMobileBar({
  currentPrice,
  originalPrice,
  guests,
  onGuestsChange,
  onBook,
  threshold = MOBILE_BAR_THRESHOLD_PX,
}: AdventureMobileBarProps) {
  // Hidden on the server and until the first scroll check: the page renders without it.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const check = () => setShown(window.scrollY > threshold);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [threshold]);

  return (
    <div
      className={styles.bar}
      data-shown={shown || undefined}
      inert={!shown}
      aria-hidden={!shown || undefined}
      role="region"
      aria-label="Quick booking"
    >
      <p className={styles.price}>
        <span className={styles.current}>{currentPrice}</span>
        {originalPrice ? (
          <s className={styles.original}>
            <span className={visuallyHidden}>was </span>
            {originalPrice}
          </s>
        ) : null}
      </p>
      <GuestStepper
        label="Guests"
        value={guests}
        onChange={(value) => {
          if (Number.isFinite(value)) onGuestsChange(value);
        }}
      />
      <Button onPress={onBook}>Book Now</Button>
    </div>
  );
}
