import {
  apiPaths,
  contentCreateSchemas,
  contentKinds,
  contentListQuerySchema,
  contentNameField,
  contentPatchSchemas,
  contentSchemas,
  contentTransitionSchema,
  slugKinds,
  type Content,
  type ContentAction,
  type ContentItem,
  type ContentKind,
  type ContentList,
  type ContentListItem,
  type ContentRevision,
  type ContentStatus,
  computedRecordFields,
} from '@cabo/contract';
import {
  adventureSlug,
  catalogueAdventures,
  catalogueBlogPosts,
  catalogueEventSources,
  catalogueResorts,
  catalogueRestaurants,
  catalogueVillas,
  resortSlug,
  slugify,
  villaSlug,
} from '@cabo/data';
import { listings } from '@cabo/data/real-estate';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { MOCK_ADMIN_NOW } from './admin.ts';
import { apiError, internalError, mockAdmin } from './auth.ts';
import { pendingForever } from './pending.ts';

// The content studio's API as the server answers it (docs/admin.md, "Content studio"), over
// the seed catalogue of @cabo/data: lists with drafts, create, save with the version check,
// publish, unpublish, archive, history and restore. State lives in the closure of one
// `contentHandlers()` call, so a story that calls it keeps its own.

/** What the seed's first revisions carry. */
const SEED_TIME = '2026-01-05T15:00:00.000Z';
const SEED_EDITOR = { id: null, name: 'Seed data' };
const ME = { id: mockAdmin.id, name: mockAdmin.username ?? 'admin' };

/**
 * The seed records' fields the content does not hold (ids, timestamps, resolved pictures, and
 * the figures computed when read).
 */
const notContent: string[] = [
  'id',
  'createdAt',
  'updatedAt',
  'lastSyncedAt',
  'pictures',
  'aliases',
  ...computedRecordFields,
];
const contentOf = (record: object): Content =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !notContent.includes(key)));

/** Each kind's seed items as `[id, content]`. */
export function seedContent(): Record<ContentKind, [number | string, Content][]> {
  const pairs = (records: { id: number | string }[]) =>
    records.map((r): [number | string, Content] => [r.id, contentOf(r)]);
  return {
    resorts: pairs(catalogueResorts()),
    villas: pairs(catalogueVillas()),
    adventures: pairs(catalogueAdventures()),
    restaurants: pairs(catalogueRestaurants()),
    posts: pairs(catalogueBlogPosts()),
    events: pairs(catalogueEventSources()),
    listings: pairs(listings),
  };
}

interface Revision {
  version: number;
  action: ContentAction;
  status: ContentStatus;
  editor: { id: number | null; name: string };
  at: string;
  snapshot: Content;
  changed: string[];
}

interface MockItem {
  id: number | string;
  status: ContentStatus;
  version: number;
  /** What visitors see (the columns). */
  live: Content;
  draft: Content | null;
  publishedAt: string | null;
  updatedAt: string;
  revisions: Revision[];
}

const working = (item: MockItem) => item.draft ?? item.live;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function changedFields(before: Content | null, after: Content): string[] {
  const keys = new Set([...Object.keys(after), ...Object.keys(before ?? {})]);
  return [...keys].filter((k) => !same(before?.[k], after[k]));
}

/** The item's page, as the server's `path` (restaurants by id, events have none). */
function pathOf(kind: ContentKind, item: MockItem): string | null {
  const slug = encodeURIComponent(String(working(item).slug));
  switch (kind) {
    case 'resorts':
    case 'villas':
    case 'adventures':
      return `/${kind}/${slug}`;
    case 'posts':
      return `/blog/${slug}`;
    case 'restaurants':
      return `/restaurants/${String(item.id)}`;
    default:
      return null;
  }
}

/** The spec's slug rules (docs/stays.md and friends), as the server's. */
function defaultSlug(kind: ContentKind, content: Content): string {
  const name = titleOf(kind, content);
  if (kind === 'resorts') return resortSlug(name);
  if (kind === 'villas') return villaSlug(name);
  if (kind === 'adventures') return adventureSlug(name, String(content.duration ?? ''));
  return slugify(name);
}

const titleOf = (kind: ContentKind, content: Content) =>
  String(content[contentNameField[kind]] ?? '');

function listItemOf(kind: ContentKind, item: MockItem): ContentListItem {
  return {
    id: item.id,
    kind,
    slug: slugKinds.includes(kind) ? String(working(item).slug) : null,
    title: titleOf(kind, working(item)),
    status: item.status,
    version: item.version,
    hasDraft: item.draft !== null,
    updatedAt: item.updatedAt,
  };
}

function itemOf(kind: ContentKind, item: MockItem): ContentItem {
  return {
    ...listItemOf(kind, item),
    content: working(item),
    published: item.status === 'published' ? item.live : null,
    publishedAt: item.publishedAt,
    updatedBy: item.revisions.at(-1)?.editor.name ?? null,
    path: pathOf(kind, item),
  };
}

function historyOf(item: MockItem): ContentRevision[] {
  return item.revisions
    .map((rev, i): ContentRevision => {
      const previous = i > 0 ? item.revisions[i - 1]! : null;
      const before = previous?.snapshot ?? {};
      return {
        version: rev.version,
        action: rev.action,
        status: rev.status,
        userId: rev.editor.id,
        userName: rev.editor.name,
        createdAt: rev.at,
        changes: rev.changed.map((field) =>
          field === 'status'
            ? { field, before: previous?.status ?? null, after: rev.status }
            : { field, before: before[field] ?? null, after: rev.snapshot[field] ?? null },
        ),
      };
    })
    .reverse();
}

/** Writes a revision and bumps the version, as every server change does. */
function record(
  item: MockItem,
  action: ContentAction,
  editor: Revision['editor'],
  at: string,
  snapshot: Content,
) {
  const previous = item.revisions.at(-1);
  const changed = changedFields(previous?.snapshot ?? null, snapshot);
  if (previous && previous.status !== item.status) changed.push('status');
  item.version = item.revisions.length === 0 ? item.version : item.version + 1;
  item.updatedAt = at;
  item.revisions.push({
    version: item.version,
    action,
    status: item.status,
    editor,
    at,
    snapshot,
    changed,
  });
}

/** A change someone made: a save of `changes`, or a status change. */
export interface ContentEdit {
  kind: ContentKind;
  id: number | string;
  editor: string;
  at: string;
  action: 'save' | 'publish' | 'unpublish' | 'archive';
  changes?: Content;
}

/**
 * The default story state on top of the seed: the first resort was edited by Maria and
 * published, then Ana saved changes not published yet (version 4); the second resort is a
 * draft never published; the third is archived.
 */
export const contentStoryEdits: ContentEdit[] = [
  {
    kind: 'resorts',
    id: 1,
    editor: 'maria',
    at: '2026-03-10T17:05:00.000Z',
    action: 'save',
    changes: { subtitle: 'Adults-only hideaway on the Sea of Cortez' },
  },
  { kind: 'resorts', id: 1, editor: 'maria', at: '2026-03-10T17:20:00.000Z', action: 'publish' },
  {
    kind: 'resorts',
    id: 1,
    editor: 'Ana',
    at: '2026-03-21T22:40:00.000Z',
    action: 'save',
    changes: {
      description:
        'A quiet cove on the Sea of Cortez with three pools, a spa carved into the cliffs and sunsets over the arch every evening.',
      rooms: 120,
    },
  },
  { kind: 'resorts', id: 2, editor: 'maria', at: '2026-03-18T15:00:00.000Z', action: 'unpublish' },
  { kind: 'resorts', id: 3, editor: 'admin', at: '2026-03-15T12:00:00.000Z', action: 'archive' },
];

export interface ContentMockOptions {
  /** Changes applied to the seed before the first request (default `contentStoryEdits`). */
  edits?: readonly ContentEdit[];
  /**
   * Someone else saves the item the first time it is read, so the screen holds a stale
   * version (the conflict a save then meets).
   */
  concurrentEdit?: Omit<ContentEdit, 'at' | 'action'> & { changes: Content };
  /** Limit each kind to its first items (the seed has over a hundred villas). */
  perKind?: number;
}

/** The content calls over the seed catalogue; each call of this keeps its own state. */
export function contentHandlers({
  edits = contentStoryEdits,
  concurrentEdit,
  perKind,
}: ContentMockOptions = {}): HttpHandler[] {
  const seed = seedContent();
  const store = Object.fromEntries(
    contentKinds.map((kind) => [
      kind,
      new Map(
        seed[kind].slice(0, perKind).map(([id, content]): [string, MockItem] => {
          const item: MockItem = {
            id,
            status: 'published',
            version: 1,
            live: content,
            draft: null,
            publishedAt: SEED_TIME,
            updatedAt: SEED_TIME,
            revisions: [],
          };
          record(item, 'seed', SEED_EDITOR, SEED_TIME, content);
          return [String(id), item];
        }),
      ),
    ]),
  ) as Record<ContentKind, Map<string, MockItem>>;

  const apply = (item: MockItem, edit: Omit<ContentEdit, 'kind' | 'id'>) => {
    const editor = { id: edit.editor === ME.name ? ME.id : 2, name: edit.editor };
    if (edit.action === 'save') {
      item.draft = { ...working(item), ...edit.changes };
      record(item, 'save', editor, edit.at, item.draft);
    } else if (edit.action === 'publish') {
      const content = working(item);
      item.live = content;
      item.draft = null;
      item.status = 'published';
      item.publishedAt = edit.at;
      record(item, 'publish', editor, edit.at, content);
    } else {
      item.status = edit.action === 'archive' ? 'archived' : 'draft';
      record(item, edit.action, editor, edit.at, working(item));
    }
  };
  for (const edit of edits) {
    const item = store[edit.kind].get(String(edit.id));
    if (item) apply(item, edit);
  }
  let concurrentPending = concurrentEdit;

  const kindOf = (params: Record<string, unknown>) =>
    contentKinds.find((k) => k === params.kind) ?? null;
  const noItem = (kind: string) => apiError(404, 'not_found', `No ${kind} item with that id`);
  const find = (params: Record<string, unknown>) => {
    const kind = kindOf(params);
    const item = kind ? store[kind].get(String(params.id)) : undefined;
    return kind && item ? { kind, item } : null;
  };
  const stale = (item: MockItem, version: number | undefined) => {
    if (version === undefined || version === item.version) return null;
    const editor = item.revisions.at(-1)?.editor.name ?? null;
    return HttpResponse.json(
      {
        message: editor
          ? `${editor} saved this item since you opened it; reload to see their changes`
          : 'This item changed since you opened it; reload to see the changes',
        code: 'version_conflict',
        editor,
        version: item.version,
      },
      { status: 409 },
    );
  };
  const validation = (issues: { path: PropertyKey[]; message: string }[]) => {
    const errors: Record<string, string[]> = {};
    for (const issue of issues) {
      const key = issue.path.map(String).join('.') || 'body';
      (errors[key] ??= []).push(issue.message);
    }
    return apiError(400, 'validation_failed', 'Please correct the highlighted fields', errors);
  };
  const slugTaken = (kind: ContentKind, slug: unknown, exceptId: string | null) =>
    slugKinds.includes(kind) &&
    [...store[kind].values()].some(
      (other) =>
        String(other.id) !== exceptId && (other.live.slug === slug || other.draft?.slug === slug),
    );
  const slugConflict = () =>
    apiError(409, 'slug_taken', 'Another item already uses this slug', {
      slug: ['Another item already uses this slug'],
    });
  const json = async (request: Request): Promise<unknown> =>
    request.text().then((text) => (text ? (JSON.parse(text) as unknown) : {}));

  const transition = (action: 'publish' | 'unpublish' | 'archive') =>
    http.post(
      action === 'publish'
        ? apiPaths.adminContentPublish
        : action === 'unpublish'
          ? apiPaths.adminContentUnpublish
          : apiPaths.adminContentArchive,
      async ({ params, request }) => {
        const found = find(params);
        if (!found) return noItem(String(params.kind));
        const body = contentTransitionSchema.safeParse(await json(request));
        if (!body.success) return validation(body.error.issues);
        const conflict = stale(found.item, body.data.version);
        if (conflict) return conflict;
        if (action === 'unpublish' && found.item.status !== 'published') {
          return apiError(409, 'not_published', 'Only a published item can be unpublished');
        }
        if (action === 'archive' && found.item.status === 'archived') {
          return apiError(409, 'already_archived', 'This item is archived already');
        }
        apply(found.item, { editor: ME.name, at: MOCK_ADMIN_NOW, action });
        return HttpResponse.json<ContentItem>(itemOf(found.kind, found.item));
      },
    );

  return [
    http.get(apiPaths.adminContentList, ({ params, request }) => {
      const kind = kindOf(params);
      if (!kind) return noItem(String(params.kind));
      const query = contentListQuerySchema.safeParse(
        Object.fromEntries(new URL(request.url).searchParams),
      );
      if (!query.success) return validation(query.error.issues);
      const { status, search, page, pageSize } = query.data;
      const needle = (search ?? '').toLowerCase();
      const found = [...store[kind].values()]
        .filter((item) => status === 'all' || item.status === status)
        .filter(
          (item) =>
            !needle ||
            titleOf(kind, item.live).toLowerCase().includes(needle) ||
            (item.draft && titleOf(kind, item.draft).toLowerCase().includes(needle)) ||
            (slugKinds.includes(kind) && String(item.live.slug).includes(needle)),
        )
        .sort(
          (a, b) =>
            b.updatedAt.localeCompare(a.updatedAt) ||
            String(a.id).localeCompare(String(b.id), 'en', { numeric: true }),
        );
      return HttpResponse.json<ContentList>({
        items: found.slice((page - 1) * pageSize, page * pageSize).map((i) => listItemOf(kind, i)),
        total: found.length,
        page,
        pageSize,
      });
    }),
    http.post(apiPaths.adminContentList, async ({ params, request }) => {
      const kind = kindOf(params);
      if (!kind) return noItem(String(params.kind));
      const body = contentCreateSchemas[kind].safeParse(await json(request));
      if (!body.success) return validation(body.error.issues);
      const content = { ...body.data };
      if (slugKinds.includes(kind) && !content.slug) content.slug = defaultSlug(kind, content);
      if (slugTaken(kind, content.slug, null)) return slugConflict();
      const ids = [...store[kind].keys()].map((id) => Number(id.replace(/\D/g, '')));
      const next = Math.max(0, ...ids) + 1;
      const id = kind === 'villas' ? `villa-${next}` : next;
      const item: MockItem = {
        id,
        status: 'draft',
        version: 1,
        live: content,
        draft: null,
        publishedAt: null,
        updatedAt: MOCK_ADMIN_NOW,
        revisions: [],
      };
      record(item, 'create', ME, MOCK_ADMIN_NOW, content);
      store[kind].set(String(id), item);
      return HttpResponse.json(
        { id, slug: slugKinds.includes(kind) ? String(content.slug) : null, version: 1 },
        { status: 201 },
      );
    }),
    http.get(apiPaths.adminContentItem, ({ params }) => {
      const found = find(params);
      if (!found) return noItem(String(params.kind));
      const answer = itemOf(found.kind, found.item);
      const other = concurrentPending;
      if (other && other.kind === found.kind && String(other.id) === String(found.item.id)) {
        concurrentPending = undefined;
        apply(found.item, { ...other, action: 'save', at: MOCK_ADMIN_NOW });
      }
      return HttpResponse.json<ContentItem>(answer);
    }),
    http.patch(apiPaths.adminContentItem, async ({ params, request }) => {
      const found = find(params);
      if (!found) return noItem(String(params.kind));
      const { kind, item } = found;
      const body = contentPatchSchemas[kind].safeParse(await json(request));
      if (!body.success) return validation(body.error.issues);
      const { version, ...changes } = body.data as Content & { version: number };
      const conflict = stale(item, version);
      if (conflict) return conflict;
      const merged = contentSchemas[kind].safeParse({ ...working(item), ...changes });
      if (!merged.success) return validation(merged.error.issues);
      if (
        merged.data.slug !== working(item).slug &&
        slugTaken(kind, merged.data.slug, String(item.id))
      ) {
        return slugConflict();
      }
      item.draft = merged.data;
      record(item, 'save', ME, MOCK_ADMIN_NOW, merged.data);
      return HttpResponse.json<ContentItem>(itemOf(kind, item));
    }),
    transition('publish'),
    transition('unpublish'),
    transition('archive'),
    http.get(apiPaths.adminContentHistory, ({ params }) => {
      const found = find(params);
      if (!found) return noItem(String(params.kind));
      return HttpResponse.json({ revisions: historyOf(found.item) });
    }),
    http.post(apiPaths.adminContentRestore, async ({ params, request }) => {
      const found = find(params);
      if (!found) return noItem(String(params.kind));
      const { kind, item } = found;
      const body = contentTransitionSchema.safeParse(await json(request));
      if (!body.success) return validation(body.error.issues);
      const conflict = stale(item, body.data.version);
      if (conflict) return conflict;
      const old = item.revisions.find((r) => r.version === Number(params.revision));
      if (!old) return apiError(404, 'not_found', 'No revision with that number');
      if (item.status === 'archived') item.status = 'draft';
      item.draft = old.snapshot;
      record(item, 'restore', ME, MOCK_ADMIN_NOW, old.snapshot);
      return HttpResponse.json<ContentItem>(itemOf(kind, item));
    }),
  ];
}

/** Default: the seed with the story edits; changes are kept per story file load. */
export const content = contentHandlers();

const contentPaths = [
  apiPaths.adminContentList,
  apiPaths.adminContentItem,
  apiPaths.adminContentHistory,
];

/** Every content read fails (500). */
export const contentError = contentPaths.map((path) => http.get(path, internalError));

/** The reads never answer (the spinners). */
export const contentSlow = contentPaths.map((path) => http.get(path, pendingForever));
