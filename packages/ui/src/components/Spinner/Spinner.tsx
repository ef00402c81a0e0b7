import type { CSSProperties } from 'react';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  /** Announced to screen readers. */
  label?: string;
  /** Match the space it stands in for: small in a line of text, large for a whole list. */
  size?: 'sm' | 'md' | 'lg';
}

/**
 * An indeterminate progress indicator (role progressbar, labelled, no value). Plain markup:
 * loading states show on first loads, where React Aria's code would only add weight.
 */
export function Spinner({ label = 'Loading', size = 'md' }: SpinnerProps) {
  return (
    <div role="progressbar" aria-label={label}>
      <span className={`${styles.spinner} ${styles.spinnerSize[size]}`} />
    </div>
  );
}

export interface SkeletonProps {
  shape?: 'text' | 'rect' | 'circle';
  /** CSS length; defaults to the full width. */
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
}

/**
 * A placeholder block with the size of the content to come, so nothing shifts when it arrives.
 * Hidden from assistive tech: the loading state is announced by the surrounding region.
 */
export function Skeleton({ shape = 'text', width = '100%', height }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      className={`${styles.skeleton} ${styles.skeletonShape[shape]}`}
      style={{ width, height }}
    />
  );
}
