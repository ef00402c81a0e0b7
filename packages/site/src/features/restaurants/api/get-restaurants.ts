import { publicApiPaths, type Restaurant } from '@cabo/contract';
import { useQuery } from '@tanstack/react-query';

/** GET /api/restaurants: every restaurant, the 2 fixed ones first; the page sorts them. */
export const useRestaurants = () =>
  useQuery<Restaurant[]>({ queryKey: [publicApiPaths.restaurants] });
