import {
  ALL_RESTAURANTS,
  restaurantPriceRanges,
  restaurantSorts,
  type Restaurant,
  type RestaurantFilters,
  type RestaurantSort,
} from '@cabo/contract';
import { openState } from '@cabo/data/restaurants-hours';
import { choiceField, flagField, listQuery, oneOfField, textField } from '../../lib/listQuery.ts';

/**
 * The list's state lives in the URL (a shared link shows the same list):
 * ?q=&cuisine=&price=&sort=&open=1; Most Popular is the default order and left out.
 */
export const restaurantListQuery = listQuery<RestaurantFilters>({
  search: textField('q'),
  cuisine: choiceField('cuisine', ALL_RESTAURANTS),
  price: oneOfField<string>('price', restaurantPriceRanges, ALL_RESTAURANTS),
  sort: { ...oneOfField('sort', restaurantSorts, 'popular'), order: true },
  openNow: flagField('open'),
});

// A missing value sorts as 0 (docs/adventures-and-restaurants.md).
const descending =
  (key: 'bookingsToday' | 'rating' | 'reviewCount') => (a: Restaurant, b: Restaurant) =>
    (b[key] ?? 0) - (a[key] ?? 0);

const comparators: Record<RestaurantSort, (a: Restaurant, b: Restaurant) => number> = {
  popular: descending('bookingsToday'),
  rating: descending('rating'),
  reviews: descending('reviewCount'),
  name: (a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
  // '$' to '$$$$': the price range's length; equal ranges keep the list's order.
  'price-asc': (a, b) => a.priceRange.length - b.priceRange.length,
  'price-desc': (a, b) => b.priceRange.length - a.priceRange.length,
};

/**
 * The restaurants the filters let through, sorted. "Open now" needs the clock: while `now`
 * is unknown (server render, hydration) it filters nothing rather than guess.
 */
export function filterRestaurants(
  restaurants: readonly Restaurant[],
  filters: RestaurantFilters,
  now: Date | null,
): Restaurant[] {
  const search = filters.search.trim().toLowerCase();
  return restaurants
    .filter(
      (r) =>
        (!search || r.name.toLowerCase().includes(search)) &&
        (filters.cuisine === ALL_RESTAURANTS || r.cuisine === filters.cuisine) &&
        (filters.price === ALL_RESTAURANTS || r.priceRange === filters.price) &&
        (!filters.openNow || !now || openState(r.hours, now).kind === 'open'),
    )
    .sort(comparators[filters.sort]);
}

/** The cuisines on offer, alphabetically. */
export const cuisinesOf = (restaurants: readonly Restaurant[]) =>
  [...new Set(restaurants.map((r) => r.cuisine))].sort((a, b) => a.localeCompare(b, 'en'));
