import { publicApiPaths, type VillaAvailability } from '@cabo/contract';
import { useQuery } from '@tanstack/react-query';
import { useHydrated } from '../../../lib/useHydrated.ts';

/**
 * GET /api/villa-availability, asked in the browser only: pages are rendered once for every
 * visitor and kept, while held nights change whenever an owner confirms a booking.
 */
export function useVillaAvailability(enabled = true) {
  const hydrated = useHydrated(enabled);
  return useQuery<VillaAvailability[]>({
    queryKey: [publicApiPaths.villaAvailability],
    enabled: hydrated && enabled,
  });
}
