import {
  ALL_RESTAURANTS,
  restaurantSorts,
  type Restaurant,
  type RestaurantFilters,
  type RestaurantSort,
} from '@cabo/contract';
import { openState } from '@cabo/data/restaurants-hours';

/** The list's state lives in the URL (a shared link shows the same list): ?q=&cuisine=&price=&sort=&open=1. */
export function filtersFromSearch(search: string): RestaurantFilters {
  const params = new URLSearchParams(search);
  const sort = params.get('sort');
  return {
    search: params.get('q') ?? '',
    cuisine: params.get('cuisine') || ALL_RESTAURANTS,
    price: params.get('price') || ALL_RESTAURANTS,
    sort: restaurantSorts.includes(sort as RestaurantSort) ? (sort as RestaurantSort) : 'popular',
    openNow: params.get('open') === '1',
  };
}

/** The query string for the filters; defaults are left out, so the plain list is /restaurants. */
export function searchFromFilters(filters: RestaurantFilters): string {
  const params = new URLSearchParams();
  if (filters.search) params.set('q', filters.search);
  if (filters.cuisine !== ALL_RESTAURANTS) params.set('cuisine', filters.cuisine);
  if (filters.price !== ALL_RESTAURANTS) params.set('price', filters.price);
  if (filters.sort !== 'popular') params.set('sort', filters.sort);
  if (filters.openNow) params.set('open', '1');
  return params.toString();
}

// A missing value sorts as 0 (docs/adventures-and-restaurants.md).
const descending =
  (key: 'bookingsToday' | 'rating' | 'reviewCount') => (a: Restaurant, b: Restaurant) =>
    (b[key] ?? 0) - (a[key] ?? 0);

const comparators: Record<RestaurantSort, (a: Restaurant, b: Restaurant) => number> = {
  popular: descending('bookingsToday'),
  rating: descending('rating'),
  reviews: descending('reviewCount'),
  name: (a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
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
