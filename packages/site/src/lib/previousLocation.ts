import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';

// The in-app location before this one (path and query), so a page can tell how the visitor
// arrived: "Back to Restaurants" goes back in history only when they came from the list.
let current: string | null = null;
let previous: string | null = null;

/** Kept by the app shell, once, around every page. */
export function useTrackLocation(): void {
  const [path] = useLocation();
  const search = useSearch();
  const here = search ? `${path}?${search}` : path;
  useEffect(() => {
    if (here === current) return;
    previous = current;
    current = here;
  }, [here]);
}

/** The location the visitor came from inside the site, or null (a fresh load, a new tab). */
export const previousLocation = (): string | null => previous;
