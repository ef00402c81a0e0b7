import { useEffect, useState } from 'react';
import { Button } from '../../components/Button/index.ts';
import { visuallyHidden } from '../../theme/utils.css.ts';
import * as styles from './ResortBottomBar.css';

export interface ResortBottomBarProps {
  priceLevel: string;
  /** The id of the inline inquiry form: the bar shows while it is off screen and scrolls to it. */
  formId: string;
}

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The resort page's bottom bar below 1024 px (docs/stays.md): the price level '/ night' and
 * 'Check Availability', which scrolls to the inline form (smoothly unless the visitor prefers
 * reduced motion) and moves the focus there. It shows only while that form is out of view
 * (an IntersectionObserver); while hidden it is inert (no focus, not read).
 */
export function ResortBottomBar({ priceLevel, formId }: ResortBottomBarProps) {
  // Hidden on the server and until the observer's first report.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!form) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setShown(!entry.isIntersecting);
    });
    observer.observe(form);
    return () => observer.disconnect();
  }, [formId]);
  // Lets the chat button step above the bar while it shows.
  useEffect(() => {
    const root = document.documentElement;
    root.toggleAttribute('data-bottom-bar', shown);
    return () => root.removeAttribute('data-bottom-bar');
  }, [shown]);

  const checkAvailability = () => {
    const form = document.getElementById(formId);
    if (!form) return;
    form.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    form.focus({ preventScroll: true });
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
        <span aria-hidden="true">{priceLevel}</span>
        <span className={visuallyHidden}>Price level {priceLevel}</span>{' '}
        <span className={styles.perNight}>/ night</span>
      </p>
      <Button onPress={checkAvailability}>Check Availability</Button>
    </div>
  );
}
