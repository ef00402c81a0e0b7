import type { MouseEvent, ReactNode } from 'react';
import { Hero, type HeroImage } from '../Hero/index.ts';
import * as styles from './LandingHero.css';

export interface LandingHeroProps {
  title: ReactNode;
  intro?: ReactNode;
  eyebrow?: ReactNode;
  image?: HeroImage;
  /** The button's label, e.g. "Plan Your Trip". */
  ctaLabel: string;
  /** The id of the section the button scrolls to (docs/lead-forms.md: booking-form, or contact-form). */
  targetId?: string;
  /** More buttons or links beside the main one. */
  actions?: ReactNode;
  tone?: 'sand' | 'sea';
  children?: ReactNode;
}

/**
 * Scrolls to the section with `id` (smoothly unless the visitor asked for reduced motion) and
 * moves the focus there, so keyboard and screen-reader users land on the form too.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}

/**
 * The hero of a landing page: its heading, intro and picture, and a button that
 * smooth-scrolls to the page's form. The button is a real `#id` link, so it also works before
 * the page's script has loaded.
 */
export function LandingHero({
  ctaLabel,
  targetId = 'booking-form',
  actions,
  ...hero
}: LandingHeroProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (scrollToSection(targetId)) event.preventDefault();
  };
  return (
    <Hero
      {...hero}
      actions={
        <>
          <a href={`#${targetId}`} className={styles.cta} onClick={onClick}>
            {ctaLabel}
          </a>
          {actions}
        </>
      }
    />
  );
}
