import { apiPaths, type Restaurant } from '@cabo/contract';
import { catalogueHandlers } from './catalogue-helpers.ts';
import { mockRestaurants } from './fixtures.ts';

/** Handler groups: `restaurants` (default), `restaurantsEmpty`, `restaurantsError`, `restaurantsSlow`. */
export const {
  ok: restaurants,
  empty: restaurantsEmpty,
  error: restaurantsError,
  slow: restaurantsSlow,
} = catalogueHandlers<Restaurant, Restaurant>({
  listPath: apiPaths.restaurants,
  detailPath: apiPaths.restaurant,
  list: mockRestaurants,
  find: (id) => mockRestaurants.find((r) => String(r.id) === id),
  notFoundMessage: 'Restaurant not found',
});
