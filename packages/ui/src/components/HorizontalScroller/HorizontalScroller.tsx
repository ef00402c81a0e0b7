import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import * as styles from './HorizontalScroller.css';

export interface HorizontalScrollerProps {
  /** Names the scrollable region for screen-reader and keyboard users. */
  label: string;
  children: ReactNode;
  /** Shows previous/next buttons on medium screens and up. */
  showControls?: boolean;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A row of cards that scrolls sideways (featured villas). The row is a focusable, labelled
 * region so keyboard users can scroll it with the arrow keys; cards snap into place.
 */
export function HorizontalScroller({
  label,
  children,
  showControls = true,
}: HorizontalScrollerProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const update = useCallback(() => {
    const el = viewport.current;
    if (!el) return;
    setEdges({
      start: el.scrollLeft <= 1,
      end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1,
    });
  }, []);

  useEffect(() => {
    update();
    const el = viewport.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, [update]);

  const scroll = (direction: 1 | -1) => {
    const el = viewport.current;
    if (!el) return;
    el.scrollBy({
      left: direction * el.clientWidth * 0.8,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  };

  return (
    <div className={styles.root}>
      {showControls ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            aria-label={`Scroll ${label} back`}
            disabled={edges.start}
            onClick={() => scroll(-1)}
          >
            <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true">
              <path d="M10 3L5 8l5 5" fill="none" stroke="currentColor" strokeWidth="1.75" />
            </svg>
          </button>
          <button
            type="button"
            className={styles.control}
            aria-label={`Scroll ${label} forward`}
            disabled={edges.end}
            onClick={() => scroll(1)}
          >
            <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true">
              <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.75" />
            </svg>
          </button>
        </div>
      ) : null}
      <div
        ref={viewport}
        role="region"
        aria-label={label}
        // A scrollable region must be focusable to scroll by keyboard (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className={styles.viewport}
        onScroll={update}
      >
        {Children.map(children, (child) => (
          <div className={styles.item}>{child}</div>
        ))}
      </div>
    </div>
  );
}
