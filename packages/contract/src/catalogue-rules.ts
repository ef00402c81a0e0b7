import { sortList, type ListSort } from './list-sort.ts';
import type { Resort } from './catalogue.ts';

// Zod-free (like plain.ts and villa-rules.ts): what the resort, restaurant and event lists run
// in the browser, so a list page builds none of the catalogue's schemas (catalogue.ts).

export const resortPriceLevels = ['$$$$', '$$$$$'] as const;
/** One spelling per place (the spec's list also had 'SAN JOSE DEL CABO', which split the filter). */
export const resortLocations = ['CABO SAN LUCAS', 'SAN JOSÉ DEL CABO', 'CORRIDOR'] as const;

/** The resort list's filter value meaning "any" (docs/stays.md). */
export const ALL_RESORTS = 'all';

/** What the resort list shows: the filter bar's values; they combine with AND. */
export interface ResortFilters {
  search: string;
  /** A location, or 'all'. */
  location: string;
  /** '$$$$' or '$$$$$', or 'all'. */
  priceLevel: string;
  /** The order of the cards (not a filter: "Clear filters" keeps it). */
  sort: ListSort;
}

export const noResortFilters: ResortFilters = {
  search: '',
  location: ALL_RESORTS,
  priceLevel: ALL_RESORTS,
  sort: 'recommended',
};

/** Lower case without accents, so 'san jose' finds 'SAN JOSÉ DEL CABO'. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The resorts every filter lets through (AND): search on name or location, any case or accent. */
export function filterResorts<R extends Pick<Resort, 'name' | 'location' | 'priceLevel'>>(
  resorts: readonly R[],
  filters: ResortFilters,
): R[] {
  const search = folded(filters.search.trim());
  return resorts.filter(
    (r) =>
      (!search || folded(r.name).includes(search) || folded(r.location).includes(search)) &&
      (filters.location === ALL_RESORTS || r.location === filters.location) &&
      (filters.priceLevel === ALL_RESORTS || r.priceLevel === filters.priceLevel),
  );
}

/**
 * The resorts the filters let through in the chosen order: by the "from" nightly price staff
 * set (resorts without one last, both ways: the price level is no figure, docs/stays.md), or
 * by rating (unrated last); ties keep the list's order.
 */
export function resortsShown<
  R extends Pick<Resort, 'name' | 'location' | 'priceLevel'> & {
    fromNightlyPrice?: string;
    rating?: number;
    reviewCount?: number;
  },
>(resorts: readonly R[], filters: ResortFilters): R[] {
  return sortList(filterResorts(resorts, filters), filters.sort, {
    price: (r) => (r.fromNightlyPrice ? Number(r.fromNightlyPrice) : undefined),
    rating: (r) => r.rating,
  });
}

/** The distinct values of one field, sorted: the options of a resort filter. */
export function distinctResortValues<K extends 'location' | 'priceLevel'>(
  resorts: readonly Pick<Resort, K>[],
  key: K,
): string[] {
  return [...new Set(resorts.map((r) => r[key] as string))].sort((a, b) => a.localeCompare(b));
}

export const restaurantPriceRanges = ['$', '$$', '$$$', '$$$$'] as const;

/** The restaurant list's four sorts (docs/adventures-and-restaurants.md); the first is the default. */
export const restaurantSorts = [
  'popular',
  'rating',
  'reviews',
  'name',
  'price-asc',
  'price-desc',
] as const;
export type RestaurantSort = (typeof restaurantSorts)[number];

/** The option value that switches the restaurant list's cuisine or price filter off. */
export const ALL_RESTAURANTS = 'all';

/** What the restaurant list shows: the filter bar's values, kept in the page's URL. */
export interface RestaurantFilters {
  search: string;
  /** A cuisine, or 'all'. */
  cuisine: string;
  /** '$' to '$$$$', or 'all'. */
  price: string;
  sort: RestaurantSort;
  openNow: boolean;
}

export const eventTypes = ['music', 'food', 'sports', 'culture'] as const;
export type EventType = (typeof eventTypes)[number];
