import { QueryClient } from '@tanstack/react-query';

/**
 * The default data-loading call: a GET on the query key's first element (an API path).
 * A 404 answers `null`, so a detail page can say "Not Found" — the server renders the same
 * null from its own answer, and the browser hydrates it without asking again.
 */
export async function getJsonOrNull<T>(path: string): Promise<T | null> {
  // The HTTP client loads with the first request: a server-rendered page starts with its
  // data, so most first visits never need it.
  const { getJson, HTTPError } = await import('./api.ts');
  try {
    return await getJson<T>(path);
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) return null;
    throw error;
  }
}

/**
 * Server state as docs/catalogue.md configures it: data never goes stale, no refetch on
 * focus or on an interval, no retries for queries or mutations.
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: ({ queryKey }) => getJsonOrNull(String(queryKey[0])),
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
