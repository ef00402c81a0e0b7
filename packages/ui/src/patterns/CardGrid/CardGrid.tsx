import type { ReactNode } from 'react';
import * as styles from './CardGrid.css';

export interface CardGridColumns {
  /** Columns on the smallest screens. */
  base?: 1 | 2;
  /** From the medium breakpoint; the smaller count carries on when unset. */
  md?: 2 | 3 | 4;
  /** From the large breakpoint; the smaller count carries on when unset. */
  lg?: 2 | 3 | 4;
}

export interface CardGridProps {
  /** `CardGridItem`s. */
  children: ReactNode;
  /** Columns per breakpoint, mobile first: one, two from medium, three from large by default. */
  columns?: CardGridColumns;
  gap?: 'sm' | 'md' | 'lg';
  /** Names the list when the section's heading does not say what it holds. */
  'aria-label'?: string;
}

const defaultColumns: CardGridColumns = { base: 1, md: 2, lg: 3 };

/** A list of cards (posts, tiles, pictures) laid out in equal columns. */
export function CardGrid({
  children,
  columns = defaultColumns,
  gap = 'lg',
  'aria-label': label,
}: CardGridProps) {
  const className = [
    styles.grid,
    styles.gap[gap],
    styles.baseColumns[columns.base ?? 1],
    columns.md && styles.mdColumns[columns.md],
    columns.lg && styles.lgColumns[columns.lg],
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <ul className={className} aria-label={label}>
      {children}
    </ul>
  );
}

export interface CardGridItemProps {
  children: ReactNode;
  /** Hidden on smaller screens, shown from this breakpoint up. */
  showFrom?: 'md' | 'lg';
}

/** One cell of a `CardGrid`. */
export function CardGridItem({ children, showFrom }: CardGridItemProps) {
  return <li className={showFrom ? styles.showFrom[showFrom] : undefined}>{children}</li>;
}
