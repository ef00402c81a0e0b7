import {
  apiPath,
  apiPaths,
  contentCreatedSchema,
  contentHistorySchema,
  contentItemSchema,
  type Content,
  type ContentItem,
  type ContentKind,
  type ContentList,
  type ContentStatus,
} from '@cabo/contract';
import { api } from '@cabo/ui/app/api';
import { useQuery } from '@tanstack/react-query';
import { useAdminList } from './get-admin-list.ts';

// The content studio's calls (docs/admin.md, "Content studio"); answers are parsed with the
// contract's schemas, so a server that drifted fails here rather than deep in a screen.

export const CONTENT_PAGE_SIZE = 20;

export interface ContentListQuery {
  page: number;
  search: string;
  /** `all` or a status. */
  status: 'all' | ContentStatus;
}

export const contentListPath = (kind: ContentKind) => apiPath(apiPaths.adminContentList, { kind });
export const contentItemPath = (kind: ContentKind, id: string | number) =>
  apiPath(apiPaths.adminContentItem, { kind, id });
export const contentHistoryPath = (kind: ContentKind, id: string | number) =>
  apiPath(apiPaths.adminContentHistory, { kind, id });

/** One page of a kind's items, drafts included, most recently changed first. */
export const useContentList = (kind: ContentKind, query: ContentListQuery) =>
  useAdminList<ContentList>(contentListPath(kind), {
    page: query.page,
    pageSize: CONTENT_PAGE_SIZE,
    ...(query.search ? { search: query.search } : {}),
    ...(query.status !== 'all' ? { status: query.status } : {}),
  });

export const contentItemKey = (kind: ContentKind, id: string | number) => [
  contentItemPath(kind, id),
];
export const contentHistoryKey = (kind: ContentKind, id: string | number) => [
  contentHistoryPath(kind, id),
];

export const fetchContentItem = (kind: ContentKind, id: string | number) =>
  api
    .get(contentItemPath(kind, id))
    .json()
    .then((body) => contentItemSchema.parse(body));

/** The item as staff edit it: its working content, status, version and who saved last. */
export const useContentItem = (kind: ContentKind, id: string) =>
  useQuery({ queryKey: contentItemKey(kind, id), queryFn: () => fetchContentItem(kind, id) });

/** Every revision, newest first, with its changes field by field. */
export const useContentHistory = (kind: ContentKind, id: string, enabled = true) =>
  useQuery({
    queryKey: contentHistoryKey(kind, id),
    queryFn: () =>
      api
        .get(contentHistoryPath(kind, id))
        .json()
        .then((body) => contentHistorySchema.parse(body)),
    enabled,
  });

/** POST: a new draft from the whole content; answers its id, slug and version 1. */
export const createContent = (kind: ContentKind, content: Content) =>
  api
    .post(contentListPath(kind), { json: content })
    .json()
    .then((body) => contentCreatedSchema.parse(body));

/** PATCH the changed fields with the version they edit; answers the item. */
export const saveContent = (
  kind: ContentKind,
  id: string | number,
  changes: Content,
  version: number,
): Promise<ContentItem> =>
  api
    .patch(contentItemPath(kind, id), { json: { ...changes, version } })
    .json()
    .then((body) => contentItemSchema.parse(body));

export type ContentTransition = 'publish' | 'unpublish' | 'archive';

const transitionPaths: Record<ContentTransition, string> = {
  publish: apiPaths.adminContentPublish,
  unpublish: apiPaths.adminContentUnpublish,
  archive: apiPaths.adminContentArchive,
};

/** Publish, unpublish or archive the version on screen; answers the item. */
export const transitionContent = (
  kind: ContentKind,
  id: string | number,
  action: ContentTransition,
  version: number,
): Promise<ContentItem> =>
  api
    .post(apiPath(transitionPaths[action], { kind, id }), { json: { version } })
    .json()
    .then((body) => contentItemSchema.parse(body));

/** An earlier revision's content becomes the draft; answers the item. */
export const restoreContent = (
  kind: ContentKind,
  id: string | number,
  revision: number,
  version: number,
): Promise<ContentItem> =>
  api
    .post(apiPath(apiPaths.adminContentRestore, { kind, id, revision }), { json: { version } })
    .json()
    .then((body) => contentItemSchema.parse(body));
