import { apiPath, publicApiPaths, type Restaurant } from '@cabo/contract';
import { useQuery } from '@tanstack/react-query';

/** GET /api/restaurants/:id; an unknown id (404) is null, so the page can say so. */
export const useRestaurant = (id: string) =>
  useQuery<Restaurant | null>({ queryKey: [apiPath(publicApiPaths.restaurant, { id })] });
