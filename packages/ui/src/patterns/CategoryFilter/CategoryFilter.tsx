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

export interface CategoryFilterProps<T extends string = CategoryFilterValue> {
  /** null: no button chosen (a list narrowed otherwise, e.g. to one activity). */
  value: T | null;
  onChange: (value: T) => void;
  /** The buttons, value and label, in order; the adventures' categories unless given. */
  options?: ReadonlyArray<readonly [T, string]>;
  /** The group's name to assistive tech. */
  label?: string;
}

/**
 * One-choice category buttons over a list (a radio group to assistive tech): the adventures'
 * categories, or any list's (the blog's) when given its options.
 */
export function CategoryFilter<T extends string = CategoryFilterValue>({
  value,
  onChange,
  options = ADVENTURE_CATEGORY_LABELS as unknown as ReadonlyArray<readonly [T, string]>,
  label = 'Filter adventures by category',
}: CategoryFilterProps<T>) {
  return (
    <ToggleButtonGroup
      aria-label={label}
      className={styles.group}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={value === null ? [] : [value]}
      onSelectionChange={(keys: Set<Key>) => {
        const [next] = keys;
        if (next !== undefined && next !== value) onChange(next as T);
      }}
    >
      {options.map(([id, text]) => (
        <ToggleButton key={id} id={id} className={styles.chip}>
          {text}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
