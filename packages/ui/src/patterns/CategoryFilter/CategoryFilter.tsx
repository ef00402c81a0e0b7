import type { AdventureCategory } from '@cabo/contract';
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import * as styles from './CategoryFilter.css';

export type CategoryFilterValue = AdventureCategory | 'all';

/** The spec's category buttons, in its order. */
export const ADVENTURE_CATEGORY_LABELS: ReadonlyArray<[CategoryFilterValue, string]> = [
  ['all', 'All Adventures'],
  ['water', 'Water Activities'],
  ['land', 'Land Activities'],
  ['luxury', 'Luxury Tours'],
  ['family', 'Family Friendly'],
];

export interface CategoryFilterProps {
  /** null: no button chosen (a list narrowed otherwise, e.g. to one activity). */
  value: CategoryFilterValue | null;
  onChange: (value: CategoryFilterValue) => void;
}

/** One-choice category buttons over the adventures list (a radio group to assistive tech). */
export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  return (
    <ToggleButtonGroup
      aria-label="Filter adventures by category"
      className={styles.group}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={value === null ? [] : [value]}
      onSelectionChange={(keys: Set<Key>) => {
        const [next] = keys;
        if (next !== undefined && next !== value) onChange(next as CategoryFilterValue);
      }}
    >
      {ADVENTURE_CATEGORY_LABELS.map(([id, label]) => (
        <ToggleButton key={id} id={id} className={styles.chip}>
          {label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
