import {
  ADMIN_FILTER_ALL,
  contentListQuerySchema,
  type ContentKind,
  type ContentStatus,
} from '@cabo/contract';
import { ContentList, type ContentStatusFilter } from '@cabo/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { CONTENT_PAGE_SIZE, contentListPath, useContentList } from '../api/content.ts';
import { contentKindLabels, studioItemHref, studioNewHref } from './kinds.ts';

/**
 * One kind's list in the studio (docs/admin.md, "The studio's screens"): search, status and
 * page live in the URL's query, so a reload or a shared link shows the same rows.
 */
export function ContentListView({ kind }: { kind: ContentKind }) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const queryClient = useQueryClient();
  const parsed = contentListQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(search)));
  const query = {
    page: parsed.success ? parsed.data.page : 1,
    search: parsed.success ? (parsed.data.search ?? '') : '',
    status: (parsed.success ? parsed.data.status : ADMIN_FILTER_ALL) as ContentStatusFilter,
  };
  const list = useContentList(kind, query);
  const { label, singular } = contentKindLabels[kind];

  /** Writes the query to the URL; a new search or filter starts again at page 1. */
  const setQuery = (changes: Partial<typeof query>) => {
    const next = { ...query, ...('page' in changes ? {} : { page: 1 }), ...changes };
    const params = new URLSearchParams();
    if (next.search) params.set('search', next.search);
    if (next.status !== ADMIN_FILTER_ALL) params.set('status', next.status);
    if (next.page > 1) params.set('page', String(next.page));
    const text = params.toString();
    navigate(text ? `${location}?${text}` : location, { replace: true });
  };
  const refresh = () =>
    queryClient.invalidateQueries({
      predicate: ({ queryKey }) => String(queryKey[0]).startsWith(contentListPath(kind)),
    });

  return (
    <ContentList
      label={label}
      singular={singular}
      items={list.data?.items}
      isLoading={list.isPending}
      errorText={
        list.isError || list.data === null
          ? `Error loading ${label.toLowerCase()}. Please try again.`
          : null
      }
      total={list.data?.total}
      page={query.page}
      pageSize={CONTENT_PAGE_SIZE}
      onPageChange={(page) => setQuery({ page })}
      search={query.search}
      onSearchChange={(value) => setQuery({ search: value })}
      status={query.status}
      onStatusChange={(status) => setQuery({ status: status as ContentStatus | 'all' })}
      onRefresh={() => void refresh()}
      isRefreshing={list.isFetching}
      itemHref={(item) => studioItemHref(kind, item.id)}
      newHref={studioNewHref(kind)}
    />
  );
}
