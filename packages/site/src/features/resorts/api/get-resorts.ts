import { apiPaths, type Resort } from '@cabo/contract';
import { useQuery } from '@tanstack/react-query';

/** GET /api/resorts: the 25 resorts; the list page filters them in the browser. */
export const useResorts = () => useQuery<Resort[]>({ queryKey: [apiPaths.resorts] });
