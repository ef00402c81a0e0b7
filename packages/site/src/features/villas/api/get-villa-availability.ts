import { apiPaths, type VillaAvailability } from '@cabo/contract';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * GET /api/villa-availability, asked in the browser only: pages are rendered once for every
 * visitor and kept, while held nights change whenever an owner confirms a booking.
 */
export function useVillaAvailability(enabled = true) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return useQuery<VillaAvailability[]>({
    queryKey: [apiPaths.villaAvailability],
    enabled: hydrated && enabled,
  });
}
