import { adminListSearch } from '@cabo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/**
 * One page of an admin list (docs/admin.md: paged, filtered, searched and sorted by the
 * server). The key is the path with its query string, so each filter/page is cached apart
 * and `invalidateQueries({ queryKey: [path…] })` refreshes them all.
 */
export const adminListKey = (path: string, query: Record<string, string | number>) =>
  `${path}${adminListSearch(query)}`;

export const useAdminList = <T>(path: string, query: Record<string, string | number>) =>
  useQuery<T | null>({
    queryKey: [adminListKey(path, query)],
    // The old page stays while the next loads, so paging does not flash a spinner.
    placeholderData: keepPreviousData,
  });
