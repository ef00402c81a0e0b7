import { publicApiPaths, type Adventure } from '@cabo/contract';
import { useQuery } from '@tanstack/react-query';

/** GET /api/adventures: every adventure, in list order. */
export const useAdventures = () => useQuery<Adventure[]>({ queryKey: [publicApiPaths.adventures] });
