import {
  ALL_RESTAURANTS,
  restaurantPriceRanges,
  type RestaurantFilters,
  type RestaurantSort,
} from '@cabo/contract';
import { Checkbox } from '../../components/Checkbox/index.ts';
import { SearchField } from '../../components/SearchField/index.ts';
import { Select, type SelectOption } from '../../components/Select/index.ts';
import { HydratesInTurn } from '../../field/HydratesInTurn.tsx';
import { FilterPanel } from '../FilterPanel/index.ts';
import * as styles from './RestaurantFilterBar.css';

const sortOptions: readonly SelectOption[] = [
  { id: 'popular', label: 'Most Popular' },
  { id: 'rating', label: 'Highest Rated' },
  { id: 'reviews', label: 'Most Reviewed' },
  { id: 'name', label: 'Name A-Z' },
  { id: 'price-asc', label: 'Price: low to high' },
  { id: 'price-desc', label: 'Price: high to low' },
];

const priceOptions: readonly SelectOption[] = [
  { id: ALL_RESTAURANTS, label: 'All Prices' },
  ...restaurantPriceRanges.map((range) => ({ id: range, label: range })),
];

export interface RestaurantFilterBarProps {
  filters: RestaurantFilters;
  /** The cuisines to offer after 'All Cuisines'. */
  cuisines: readonly string[];
  /** How many restaurants the filters leave, of how many. */
  resultCount: number;
  total: number;
  /** How many filters are set (the sort is not one): "Filters (N)", "Clear filters". */
  activeCount: number;
  onChange: (next: RestaurantFilters) => void;
  onClear: () => void;
}

/** The live line: "N restaurants", or "N of M restaurants" when filters narrow it. */
export const restaurantCountText = (count: number, total: number) =>
  count === total ? `${total} restaurants` : `${count} of ${total} restaurants`;

/**
 * Search by name, cuisine, price range, open now and the sort of the restaurant list
 * (docs/adventures-and-restaurants.md), with the live count and "Clear filters", in the shared
 * FilterPanel (a sheet on phones). Props in, changes out: the page keeps them in the URL.
 */
export function RestaurantFilterBar({
  filters,
  cuisines,
  resultCount,
  total,
  activeCount,
  onChange,
  onClear,
}: RestaurantFilterBarProps) {
  const set = (patch: Partial<RestaurantFilters>) => onChange({ ...filters, ...patch });
  const cuisineOptions: SelectOption[] = [
    { id: ALL_RESTAURANTS, label: 'All Cuisines' },
    ...cuisines.map((c) => ({ id: c, label: c })),
  ];
  return (
    <FilterPanel
      activeCount={activeCount}
      resultCount={resultCount}
      resultText={restaurantCountText(resultCount, total)}
      onClear={onClear}
    >
      <div role="group" aria-label="Filter restaurants" className={styles.bar}>
        <HydratesInTurn>
          <div className={styles.search}>
            <SearchField
              label="Search restaurants"
              hideLabel
              placeholder="Search restaurants..."
              value={filters.search}
              onChange={(search) => set({ search })}
            />
          </div>
          <Select
            label="Cuisine"
            options={cuisineOptions}
            value={filters.cuisine}
            onChange={(cuisine) => set({ cuisine: cuisine ?? ALL_RESTAURANTS })}
          />
          <Select
            label="Price range"
            options={priceOptions}
            value={filters.price}
            onChange={(price) => set({ price: price ?? ALL_RESTAURANTS })}
          />
          <Select
            label="Sort by"
            options={sortOptions}
            value={filters.sort}
            onChange={(sort) => set({ sort: (sort as RestaurantSort | null) ?? 'popular' })}
          />
          <div className={styles.openNow}>
            <Checkbox isSelected={filters.openNow} onChange={(openNow) => set({ openNow })}>
              Open now
            </Checkbox>
          </div>
        </HydratesInTurn>
      </div>
    </FilterPanel>
  );
}
