import { ALL_RESORTS, type ResortFilters } from '@cabo/contract';
import { listSortOptions } from '../FilterPanel/index.ts';
import { ListFilterBar, withAll } from '../ListFilterBar/index.ts';

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

/**
 * The resort list's ListFilterBar (docs/stays.md): search (name or location), location and
 * price level, the sort and the live count.
 */
export function ResortFilterBar({ locations, priceLevels, ...props }: ResortFilterBarProps) {
  return (
    <ListFilterBar
      {...props}
      noun="resorts"
      searchPlaceholder="Search resorts by name or location..."
      resultText={foundResortsText(props.resultCount)}
      selects={[
        {
          name: 'location',
          label: 'Location',
          options: withAll(ALL_RESORTS, 'All Locations', locations),
          fallback: ALL_RESORTS,
        },
        {
          name: 'priceLevel',
          label: 'Price level',
          options: withAll(ALL_RESORTS, 'All Price Levels', priceLevels),
          fallback: ALL_RESORTS,
        },
        { name: 'sort', label: 'Sort by', options: listSortOptions, fallback: 'recommended' },
      ]}
    />
  );
}
