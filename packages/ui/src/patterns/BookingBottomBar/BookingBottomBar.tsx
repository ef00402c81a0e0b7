import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '../../components/Button/index.ts';
import * as styles from './BookingBottomBar.css';

export interface BookingBottomBarProps {
  /** The price as the bar shows it: a resort's price level, a villa's nightly rate. */
  price: ReactNode;
  /** What the price is for, in a smaller type ('/ night'). */
  unit: string;
  /** The button's words ('Check Availability', 'Request to Book'). */
  actionLabel: string;
  /**
   * The id of the page's booking form or card (focusable, `tabIndex={-1}`): the bar shows
   * while it is off screen, and its button scrolls to it.
   */
  targetId: string;
}

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A stay page's bottom bar below 1024 px (docs/stays.md): the price and one button, which
 * scrolls to the page's booking form (smoothly unless the visitor prefers reduced motion) and
 * moves the focus there. It shows only while that form is out of view (an
 * IntersectionObserver); while hidden it is inert (no focus, not read).
 */
export function BookingBottomBar({ price, unit, actionLabel, targetId }: BookingBottomBarProps) {
  // Hidden on the server and until the observer's first report.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const target = document.getElementById(targetId);
    if (!target) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setShown(!entry.isIntersecting);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [targetId]);
  // Lets the chat button step above the bar while it shows.
  useEffect(() => {
    const root = document.documentElement;
    root.toggleAttribute('data-bottom-bar', shown);
    return () => root.removeAttribute('data-bottom-bar');
  }, [shown]);

  const goToForm = () => {
    const target = document.getElementById(targetId);
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
      aria-label="Price and availability"
    >
      <p className={styles.price}>
        {price} <span className={styles.unit}>{unit}</span>
      </p>
      <Button onPress={goToForm}>{actionLabel}</Button>
    </div>
  );
}
