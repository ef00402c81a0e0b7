import type { CSSProperties, ReactNode } from 'react';
import { Checkbox } from '../../components/Checkbox/index.ts';
import { SearchField } from '../../components/SearchField/index.ts';
import { Select, type SelectOption } from '../../components/Select/index.ts';
import { HydratesInTurn } from '../../field/HydratesInTurn.tsx';
import { FilterPanel } from '../FilterPanel/index.ts';
import * as styles from './ListFilterBar.css';

/** The keys of `F` whose values are `V`. */
type KeysOf<F, V> = { [K in keyof F]-?: F[K] extends V ? K : never }[keyof F];

/** One select of the bar, bound to one filter of the list's state. */
export interface ListFilterSelect<F> {
  /** The filter it sets ('location', 'sort'). */
  name: KeysOf<F, string>;
  label: string;
  options: readonly SelectOption[];
  /** What a cleared choice falls back to ('all', 'recommended'). */
  fallback: string;
}

export interface ListFilterBarProps<F extends { search: string }> {
  /** What the list holds, in the plural ('resorts'): "Filter resorts", "Search resorts". */
  noun: string;
  /** The search box's hint ('Search resorts by name or location...'). */
  searchPlaceholder: string;
  filters: F;
  /** The selects after the search, in order (the sort last). */
  selects: readonly ListFilterSelect<F>[];
  /** A checkbox after the selects ('Open now'). */
  toggle?: { name: KeysOf<F, boolean>; label: string };
  /** A second group below the filters (the villa's stay: dates and party size). */
  more?: { label: string; content: ReactNode };
  /** The live line ('Found 3 resorts'). */
  resultText: string;
  resultCount: number;
  /** How many filters are set (the sort is not one): "Filters (N)", "Clear filters". */
  activeCount: number;
  onChange: (next: F) => void;
  onClear: () => void;
}

/**
 * A list page's filters (docs/stays.md, docs/adventures-and-restaurants.md): the search, the
 * selects and an optional checkbox, combined with AND, then an optional second group, the live
 * count and "Clear filters", in the shared FilterPanel (a "Filters (N)" sheet on phones). Props
 * in, changes out: the page keeps the state in the URL. The resort, villa and restaurant lists
 * configure it with their fields.
 */
export function ListFilterBar<F extends { search: string }>({
  noun,
  searchPlaceholder,
  filters,
  selects,
  toggle,
  more,
  resultText,
  resultCount,
  activeCount,
  onChange,
  onClear,
}: ListFilterBarProps<F>) {
  const set = (name: keyof F, value: F[keyof F]) => onChange({ ...filters, [name]: value });
  return (
    <FilterPanel
      activeCount={activeCount}
      resultCount={resultCount}
      resultText={resultText}
      onClear={onClear}
    >
      <div
        role="group"
        aria-label={`Filter ${noun}`}
        className={toggle ? `${styles.bar} ${styles.withToggle}` : styles.bar}
        style={{ [styles.selectCountProperty]: selects.length } as CSSProperties}
      >
        <HydratesInTurn>
          <div className={styles.search}>
            <SearchField
              label={`Search ${noun}`}
              hideLabel
              placeholder={searchPlaceholder}
              value={filters.search}
              onChange={(search) => onChange({ ...filters, search })}
            />
          </div>
          {selects.map((select) => (
            <Select
              key={String(select.name)}
              label={select.label}
              options={select.options}
              value={filters[select.name] as string}
              onChange={(value) => set(select.name, (value ?? select.fallback) as F[keyof F])}
            />
          ))}
          {toggle ? (
            <div className={styles.toggle}>
              <Checkbox
                isSelected={filters[toggle.name] as boolean}
                onChange={(on) => set(toggle.name, on as F[keyof F])}
              >
                {toggle.label}
              </Checkbox>
            </div>
          ) : null}
        </HydratesInTurn>
      </div>
      {more ? (
        <div role="group" aria-label={more.label} className={styles.more}>
          <HydratesInTurn>{more.content}</HydratesInTurn>
        </div>
      ) : null}
    </FilterPanel>
  );
}

/** The options of a filter: 'All …' first, then each value as its own label. */
export const withAll = (all: string, label: string, values: readonly string[]): SelectOption[] => [
  { id: all, label },
  ...values.map((v) => ({ id: v, label: v })),
];
