import { publicApiPaths, type ResortSummary } from '@cabo/contract';
import { useQuery } from '@tanstack/react-query';

/** GET /api/resorts: the 25 resorts; the list page filters them in the browser. */
export const useResorts = () => useQuery<ResortSummary[]>({ queryKey: [publicApiPaths.resorts] });
