import {
  publicApiPaths,
  groupSearchHits,
  searchIndexOptions,
  type SearchDocument,
  type SearchHit,
} from '@cabo/contract';
import type { SiteSearchSource } from '@cabo/ui';
import { getJsonOrNull } from '@cabo/ui/app/queryClient';
import { useQuery } from '@tanstack/react-query';
import type { AsPlainObject } from 'minisearch';
import { useCallback } from 'react';

/** The index, loaded with the options it was built with (docs/catalogue.md, "Site search"). */
async function loadSearchIndex() {
  // MiniSearch and the index load together, on first use only: never with a page.
  const [{ default: MiniSearch }, index] = await Promise.all([
    import('minisearch'),
    getJsonOrNull<AsPlainObject>(publicApiPaths.searchIndex),
  ]);
  if (!index) throw new Error('No search index');
  return MiniSearch.loadJS<SearchDocument>(index, searchIndexOptions);
}

/**
 * The site search's index for the search box: not asked for until `enabled` (the dialog is
 * opened, the not-found page's box is used), then kept for the visit.
 */
export function useSearchIndex(enabled: boolean): SiteSearchSource {
  const query = useQuery({
    queryKey: [publicApiPaths.searchIndex],
    queryFn: loadSearchIndex,
    enabled,
  });
  const index = query.data;
  const search = useCallback(
    (text: string) => (index ? groupSearchHits(index.search(text) as unknown as SearchHit[]) : []),
    [index],
  );
  let status: SiteSearchSource['status'] = 'idle';
  if (query.isError) status = 'error';
  else if (index) status = 'ready';
  else if (enabled) status = 'loading';
  return {
    status,
    search,
    onRetry: () => {
      void query.refetch();
    },
  };
}
