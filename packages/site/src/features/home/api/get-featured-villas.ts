import { publicApiPaths, type VillaSummary } from '@cabo/contract';
import { useQuery } from '@tanstack/react-query';

/** GET /api/villas through the default query (a GET on the key's first element). */
export const useFeaturedVillas = () =>
  useQuery<VillaSummary[]>({ queryKey: [publicApiPaths.villas] });
