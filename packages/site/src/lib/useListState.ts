import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ListQuery } from './listQuery.ts';

/** How long typing rests before the search box's text is written to the URL. */
export const TYPING_DELAY_MS = 300;

/**
 * A list's filters and sort, kept in the page's URL (docs/catalogue.md, "Lists"): the server
 * renders the list the query describes and the browser hydrates from the same query. A choice
 * (a select, a chip, "Clear filters") pushes a history entry, so back and forward step through
 * them (wouter's location follows popstate); text typed in a search box shows at once and is
 * written with replaceState once typing rests, so it adds no entry per key.
 */
export function useListState<F>(query: ListQuery<F>) {
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const fromUrl = useMemo(() => query.parse(search), [query, search]);
  // Typed text not yet in the URL; it belongs to the query it was typed over, so a back or
  // forward (a new query) shows what the URL says.
  const [draft, setDraft] = useState<{ over: string; filters: F } | null>(null);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const filters = draft?.over === search ? draft.filters : fromUrl;

  useEffect(() => {
    const drop = () => clearTimeout(pending.current);
    addEventListener('popstate', drop);
    return () => {
      removeEventListener('popstate', drop);
      drop();
    };
  }, []);

  const write = (next: F, replace: boolean) => {
    const qs = query.format(next);
    navigate(qs ? `${pathname}?${qs}` : pathname, { replace });
  };

  const setFilters = (next: F, { choice = false } = {}) => {
    clearTimeout(pending.current);
    if (!choice && query.onlyTyped(filters, next)) {
      setDraft({ over: search, filters: next });
      pending.current = setTimeout(() => {
        // A link followed meanwhile: the list stays mounted while the next page's code loads,
        // and the text must not replace that page's URL.
        if (
          window.location.pathname === pathname &&
          window.location.search.replace(/^\?/, '') === search
        )
          write(next, true);
      }, TYPING_DELAY_MS);
    } else {
      setDraft(null);
      write(next, false);
    }
  };

  return {
    filters,
    setFilters: (next: F) => setFilters(next),
    activeCount: query.activeCount(filters),
    clearFilters: () => setFilters(query.cleared(filters), { choice: true }),
  };
}
