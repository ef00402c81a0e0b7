import { QueryClient } from '@tanstack/react-query';
import { getJson } from './api.ts';

/**
 * Server state as the spec configures it: data never goes stale, no refetch on focus or on
 * an interval, no retries for queries or mutations. The default query is a GET on the first
 * element of the query key (spec 000 §7).
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: ({ queryKey }) => getJson(String(queryKey[0])),
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
