import { ALL_RESTAURANTS, restaurantPriceRanges, type RestaurantFilters } from '@cabo/contract';
import type { SelectOption } from '../../components/Select/index.ts';
import { ListFilterBar, withAll } from '../ListFilterBar/index.ts';

const sortOptions: readonly SelectOption[] = [
  { id: 'popular', label: 'Most Popular' },
  { id: 'rating', label: 'Highest Rated' },
  { id: 'reviews', label: 'Most Reviewed' },
  { id: 'name', label: 'Name A-Z' },
  { id: 'price-asc', label: 'Price: low to high' },
  { id: 'price-desc', label: 'Price: high to low' },
];

const priceOptions = withAll(ALL_RESTAURANTS, 'All Prices', restaurantPriceRanges);

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
 * The restaurant list's ListFilterBar (docs/adventures-and-restaurants.md): search by name,
 * cuisine, price range, the sort, open now and the live count.
 */
export function RestaurantFilterBar({ cuisines, total, ...props }: RestaurantFilterBarProps) {
  return (
    <ListFilterBar
      {...props}
      noun="restaurants"
      searchPlaceholder="Search restaurants..."
      resultText={restaurantCountText(props.resultCount, total)}
      selects={[
        {
          name: 'cuisine',
          label: 'Cuisine',
          options: withAll(ALL_RESTAURANTS, 'All Cuisines', cuisines),
          fallback: ALL_RESTAURANTS,
        },
        { name: 'price', label: 'Price range', options: priceOptions, fallback: ALL_RESTAURANTS },
        { name: 'sort', label: 'Sort by', options: sortOptions, fallback: 'popular' },
      ]}
      toggle={{ name: 'openNow', label: 'Open now' }}
    />
  );
}
