import { publicApiPaths, SIGNED_IN_HINT_COOKIE, type User } from '@cabo/contract';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useHydrated } from '../useHydrated.ts';

const hasSignedInHint = () => document.cookie.split('; ').includes(`${SIGNED_IN_HINT_COOKIE}=1`);

async function getVisitor(): Promise<User | null> {
  // Without the hint nobody is signed in here: no request (it would only be a 401).
  if (!hasSignedInHint()) return null;
  const { getJson, HTTPError } = await import('@cabo/ui/app/api');
  try {
    return await getJson<User>(publicApiPaths.user);
  } catch (error) {
    // Anonymous visitors get a 401: that is "nobody", not an error to show.
    if (error instanceof HTTPError && error.response.status === 401) {
      // The session ended (idle or absolute limit): drop the stale hint.
      document.cookie = `${SIGNED_IN_HINT_COOKIE}=; path=/; max-age=0`;
      return null;
    }
    throw error;
  }
}

/**
 * The signed-in visitor (GET /api/user), or null for nobody. Asked only after hydration: the
 * server renders the same page for everyone (it is cached for anonymous visitors), and what
 * depends on the visitor (the nav's account entry, rewards, "please log in") appears once the
 * browser knows who is there. `data` is undefined until then.
 */
export function useVisitor() {
  const hydrated = useHydrated();
  const visitor = useQuery<User | null>({
    queryKey: [publicApiPaths.user],
    queryFn: getVisitor,
    enabled: hydrated,
  });
  // While hydrating, what the server rendered with (nobody known) even when the cache knows
  // already: a part hydrating after the nav (the page's Suspense boundary) would otherwise
  // render what the server did not, and React would throw the server's HTML away.
  return hydrated ? visitor : ({ ...visitor, data: undefined } as typeof visitor);
}

/**
 * Puts the visitor a login, register, logout or share answered with into the cache, so
 * everything reading `useVisitor` updates at once, without another request or a reload.
 */
export function setVisitor(queryClient: QueryClient, user: User | null): void {
  queryClient.setQueryData<User | null>([publicApiPaths.user], user);
}
