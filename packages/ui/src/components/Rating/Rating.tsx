import * as styles from './Rating.css';
import { groupDigits } from '../../common/numbers.ts';

export interface RatingProps {
  /** 0 to `max`; fractions fill part of a star. */
  value: number;
  /** The number of stars (5). */
  max?: number;
  /** Star size as a CSS length (they scale with the font otherwise). */
  size?: string;
  /** Shows the value with one decimal next to the stars (spec: "rating shown with one decimal"). */
  showValue?: boolean;
  /** Shown as "(12 reviews)" after the stars. */
  reviewCount?: number;
}

const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

function Stars({ max }: { max: number }) {
  return (
    <span className={styles.row}>
      {Array.from({ length: max }, (_, i) => (
        <svg key={i} className={styles.star} viewBox="0 0 20 20">
          <path d={STAR} fill="currentColor" />
        </svg>
      ))}
    </span>
  );
}

/** A read-only star rating, announced as "Rated 4.5 out of 5". */
export function Rating({ value, max = 5, size, showValue = false, reviewCount }: RatingProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  const label = `Rated ${clamped} out of ${max}`;
  return (
    <span className={styles.rating}>
      <span role="img" aria-label={label} className={styles.stars} style={{ fontSize: size }}>
        <span className={styles.empty}>
          <Stars max={max} />
        </span>
        <span className={styles.filled} style={{ width: `${(clamped / max) * 100}%` }}>
          <Stars max={max} />
        </span>
      </span>
      {showValue ? (
        <span className={styles.value} aria-hidden="true">
          {clamped.toFixed(1)}
        </span>
      ) : null}
      {reviewCount !== undefined ? (
        <span className={styles.count}>
          ({groupDigits(reviewCount)} {reviewCount === 1 ? 'review' : 'reviews'})
        </span>
      ) : null}
    </span>
  );
}
