import { ALL_RESORTS, type ListSort, type ResortFilters } from '@cabo/contract';
import { SearchField } from '../../components/SearchField/index.ts';
import { Select, type SelectOption } from '../../components/Select/index.ts';
import { HydratesInTurn } from '../../field/HydratesInTurn.tsx';
import { FilterPanel, listSortOptions } from '../FilterPanel/index.ts';
import * as styles from './ResortFilterBar.css';

export interface ResortFilterBarProps {
  filters: ResortFilters;
  /** The distinct locations to offer after 'All Locations'. */
  locations: readonly string[];
  /** The distinct price levels to offer after 'All Price Levels'. */
  priceLevels: readonly string[];
  /** How many resorts the filters leave: the live 'Found N resorts' line. */
  resultCount: number;
  /** How many filters are set (the sort is not one): "Filters (N)", "Clear filters". */
  activeCount: number;
  onChange: (next: ResortFilters) => void;
  onClear: () => void;
}

export const foundResortsText = (count: number) =>
  `Found ${count} ${count === 1 ? 'resort' : 'resorts'}`;

const withAll = (label: string, values: readonly string[]): SelectOption[] => [
  { id: ALL_RESORTS, label },
  ...values.map((v) => ({ id: v, label: v })),
];

/**
 * The resort list's search (name or location), location and price-level filters, the sort and
 * the live count (docs/stays.md), in the shared FilterPanel (a sheet on phones). Props in,
 * changes out: the page filters with AND and keeps the state in the URL.
 */
export function ResortFilterBar({
  filters,
  locations,
  priceLevels,
  resultCount,
  activeCount,
  onChange,
  onClear,
}: ResortFilterBarProps) {
  const set = (patch: Partial<ResortFilters>) => onChange({ ...filters, ...patch });
  return (
    <FilterPanel
      activeCount={activeCount}
      resultCount={resultCount}
      resultText={foundResortsText(resultCount)}
      onClear={onClear}
    >
      <div role="group" aria-label="Filter resorts" className={styles.bar}>
        <HydratesInTurn>
          <div className={styles.search}>
            <SearchField
              label="Search resorts"
              hideLabel
              placeholder="Search resorts by name or location..."
              value={filters.search}
              onChange={(search) => set({ search })}
            />
          </div>
          <Select
            label="Location"
            options={withAll('All Locations', locations)}
            value={filters.location}
            onChange={(location) => set({ location: location ?? ALL_RESORTS })}
          />
          <Select
            label="Price level"
            options={withAll('All Price Levels', priceLevels)}
            value={filters.priceLevel}
            onChange={(priceLevel) => set({ priceLevel: priceLevel ?? ALL_RESORTS })}
          />
          <Select
            label="Sort by"
            options={listSortOptions}
            value={filters.sort}
            onChange={(sort) => set({ sort: (sort as ListSort | null) ?? 'recommended' })}
          />
        </HydratesInTurn>
      </div>
    </FilterPanel>
  );
}
