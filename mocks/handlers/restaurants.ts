import { apiPaths, type Restaurant } from '@cabo/contract';
import { http, HttpResponse } from 'msw';
import { getError, getSlow, notFound } from './catalogue-helpers.ts';
import { mockRestaurants } from './fixtures.ts';

/** Handler groups: `restaurants` (default), `restaurantsEmpty`, `restaurantsError`, `restaurantsSlow`. */
export const restaurants = [
  http.get(apiPaths.restaurants, () => HttpResponse.json<Restaurant[]>(mockRestaurants)),
  http.get(apiPaths.restaurant, ({ params }) => {
    const restaurant = mockRestaurants.find((r) => String(r.id) === params.id);
    return restaurant
      ? HttpResponse.json<Restaurant>(restaurant)
      : notFound('Restaurant not found');
  }),
];

export const restaurantsEmpty = [
  http.get(apiPaths.restaurants, () => HttpResponse.json<Restaurant[]>([])),
  http.get(apiPaths.restaurant, () => notFound('Restaurant not found')),
];

export const restaurantsError = getError(apiPaths.restaurants, apiPaths.restaurant);
export const restaurantsSlow = getSlow(apiPaths.restaurants, apiPaths.restaurant);
