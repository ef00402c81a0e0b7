import type { ReactNode } from 'react';
import * as styles from './Badge.css';
import type { BadgeTone } from './statusTones.ts';

export interface BadgeProps {
  /** The colour pair; it repeats what the text says, never replaces it. */
  tone?: BadgeTone;
  /** One or two words. */
  children: ReactNode;
}

/** A small label: categories, cuisines, statuses. The text always carries the meaning. */
export function Badge({ tone, children }: BadgeProps) {
  return <span className={styles.badge({ tone })}>{children}</span>;
}
