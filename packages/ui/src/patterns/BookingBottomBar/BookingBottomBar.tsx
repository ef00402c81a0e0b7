import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '../../components/Button/index.ts';
import { visuallyHidden } from '../../theme/utils.css.ts';
import * as styles from './BookingBottomBar.css';

/** The adventure page's scroll distance before its bar slides in (docs/adventures-and-restaurants.md). */
export const MOBILE_BAR_THRESHOLD_PX = 300;

interface BarContent {
  /** The price as the bar shows it: a resort's price level, a villa's nightly rate. */
  price: ReactNode;
  /** What the price is for, in a smaller type ('/ night'). */
  unit?: string;
  /** The price before an offer, struck through, only while one runs. */
  originalPrice?: string | undefined;
  /** The button's words ('Check Availability', 'Request to Book', 'Book Now'). */
  actionLabel: string;
  /** The region's name ('Price and availability'). */
  label?: string;
  /** Controls between the price and the button (the adventure's guest stepper). */
  children?: ReactNode;
}

/** The bar shows while the page's booking form is off screen; its button scrolls there. */
interface GoesToTarget {
  /** The id of the page's booking form or card (focusable, `tabIndex={-1}`). */
  targetId: string;
  onAction?: never;
  showAfterScroll?: never;
}

/** The bar shows once the page is scrolled past `showAfterScroll` px; its button calls `onAction`. */
interface CallsBack {
  targetId?: never;
  onAction: () => void;
  /** Scroll distance (px) after which the bar shows. */
  showAfterScroll?: number;
}

export type BookingBottomBarProps = BarContent & (GoesToTarget | CallsBack);

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Whether the bar shows: the target off screen (an IntersectionObserver), or the page scrolled. */
function useShown(targetId: string | undefined, threshold: number): boolean {
  // Hidden on the server and until the first report: the page renders without it.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (targetId === undefined) {
      const check = () => setShown(window.scrollY > threshold);
      check();
      window.addEventListener('scroll', check, { passive: true });
      return () => window.removeEventListener('scroll', check);
    }
    const target = document.getElementById(targetId);
    if (!target) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setShown(!entry.isIntersecting);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [targetId, threshold]);
  return shown;
}

/**
 * A detail page's bottom bar below 1024 px (docs/stays.md, docs/adventures-and-restaurants.md):
 * the price and one button. On a stay page the button scrolls to the page's booking form
 * (smoothly unless the visitor prefers reduced motion) and moves the focus there, and the bar
 * shows only while that form is out of view; on an adventure page it shows past 300 px of
 * scroll, with the guest stepper, and its button opens the booking sheet. While hidden it is
 * inert (no focus, not read).
 */
export function BookingBottomBar({
  price,
  unit,
  originalPrice,
  actionLabel,
  label = 'Price and availability',
  children,
  targetId,
  onAction,
  showAfterScroll = MOBILE_BAR_THRESHOLD_PX,
}: BookingBottomBarProps) {
  const shown = useShown(targetId, showAfterScroll);
  // Lets the chat button step above the bar while it shows.
  useEffect(() => {
    const root = document.documentElement;
    root.toggleAttribute('data-bottom-bar', shown);
    return () => root.removeAttribute('data-bottom-bar');
  }, [shown]);

  const act = () => {
    if (onAction) return onAction();
    const target = targetId === undefined ? null : document.getElementById(targetId);
    if (!target) return;
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  };

  return (
    <div
      className={styles.bar}
      data-shown={shown || undefined}
      inert={!shown}
      aria-hidden={!shown || undefined}
      role="region"
      aria-label={label}
    >
      <p className={styles.price}>
        {price}
        {unit ? (
          <>
            {' '}
            <span className={styles.unit}>{unit}</span>
          </>
        ) : null}
        {originalPrice ? (
          <>
            {' '}
            <s className={styles.original}>
              <span className={visuallyHidden}>was </span>
              {originalPrice}
            </s>
          </>
        ) : null}
      </p>
      {children}
      <Button onPress={act}>{actionLabel}</Button>
    </div>
  );
}
