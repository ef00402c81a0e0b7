import {
  contentCreateSchemas,
  contentNameField,
  contentPatchSchemas,
  contentSchemas,
  type Content,
  type ContentAction,
  type ContentItem,
  type ContentKind,
  type ContentList,
  type ContentListItem,
  type ContentRevision,
  type ContentStatus,
  type User,
} from '@cabo/contract';
import { isDeepStrictEqual } from 'node:util';
import type { Knex } from 'knex';
import { changeCatalogue } from '../cache/catalogue-change.ts';
import type { Database } from '../db/knex.ts';
import { isoTimestamp, jsonValue } from '../db/values.ts';
import { HttpError } from '../errors.ts';
import { mediaRowsById, unusableReason } from '../media/pictures.ts';
import { parseBody } from '../middleware/validation.ts';
import { contentKindStores, contentTitle, type ContentKindStore } from './kinds.ts';
import {
  addSlugRedirect,
  dropSlugRedirect,
  findItem,
  findRevision,
  insertItem,
  insertRevision,
  latestRevision,
  listItems,
  listRevisions,
  nextItemId,
  slugTaken,
  updateItem,
  workingContent,
  type Editor,
  type ItemListQuery,
  type ItemRow,
} from './repository.ts';

type ItemId = number | string;

/** The name a revision shows for a staff account. */
export function editorOf(user: User): Editor {
  return { id: user.id, name: user.username ?? user.email ?? `User ${user.id}` };
}

const notFound = (kind: ContentKind) =>
  new HttpError(404, 'not_found', `No ${kind} item with that id`);

/** Fields whose values differ, in the order the later content names them. */
function changedFields(before: Content | null, after: Content): string[] {
  const keys = new Set([...Object.keys(after), ...Object.keys(before ?? {})]);
  // Deep equality: jsonb hands objects back with their keys in its own order.
  return [...keys].filter((k) => !isDeepStrictEqual(before?.[k], after[k]));
}

async function requireItem(
  db: Knex | Knex.Transaction,
  store: ContentKindStore,
  id: ItemId,
  lock = false,
): Promise<ItemRow> {
  const row = await findItem(db, store, id, { lock });
  if (!row) throw notFound(store.kind);
  return row;
}

/** A request naming another version than the stored one edits what someone else replaced. */
async function refuseStaleVersion(
  trx: Knex.Transaction,
  kind: ContentKind,
  row: ItemRow,
  version: number | undefined,
): Promise<void> {
  if (version === undefined || version === row.version) return;
  const latest = await latestRevision(trx, kind, row.id);
  const editor = latest?.user_name ?? null;
  throw new HttpError(
    409,
    'version_conflict',
    editor
      ? `${editor} saved this item since you opened it; reload to see their changes`
      : 'This item changed since you opened it; reload to see the changes',
    undefined,
    { editor, version: row.version },
  );
}

/** The content as stored: the kind's whole schema (400 with field errors), then prepared. */
function validContent(kind: ContentKind, content: Content): Content {
  return contentKindStores[kind].prepare(parseBody(contentSchemas[kind], content));
}

async function refuseTakenSlug(
  trx: Knex.Transaction,
  store: ContentKindStore,
  content: Content,
  exceptId: ItemId | null,
): Promise<void> {
  if (!store.defaultSlug) return;
  const slug = String(content.slug);
  if (await slugTaken(trx, store, slug, exceptId)) {
    throw new HttpError(409, 'slug_taken', 'Another item already uses this slug', {
      slug: ['Another item already uses this slug'],
    });
  }
}

/**
 * Every picture a gallery names must be usable (ready, with alt text: docs/media.md), else
 * a 400 with each refused one's message under `galleryIds.<n>`.
 */
async function refuseUnusablePictures(
  db: Knex | Knex.Transaction,
  store: ContentKindStore,
  content: Content,
): Promise<void> {
  const ids = store.galleryColumn ? ((content.galleryIds as string[] | undefined) ?? []) : [];
  if (ids.length === 0) return;
  const rows = await mediaRowsById(db, ids);
  const errors: Record<string, string[]> = {};
  ids.forEach((id, i) => {
    const reason = unusableReason(rows.get(id));
    if (reason) errors[`galleryIds.${i}`] = [reason];
  });
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new HttpError(400, 'validation_failed', first, errors);
}

/** A unique column the database refused (a name or id the data must not repeat). */
function refusedByDatabase(err: unknown): never {
  const e = err as { code?: string; constraint?: string; detail?: string };
  if (e.code === '23505') {
    const field = /slug/.test(e.constraint ?? '')
      ? 'slug'
      : /track_hs_id/.test(e.constraint ?? '')
        ? 'trackHsId'
        : 'name';
    throw new HttpError(409, 'duplicate', 'Another item already uses this value', {
      [field]: ['Another item already uses this value'],
    });
  }
  if (e.code === '23514' || e.code === '22003') {
    throw new HttpError(400, 'validation_failed', 'A value is out of the allowed range');
  }
  throw err;
}

async function record(
  trx: Knex.Transaction,
  kind: ContentKind,
  id: ItemId,
  entry: {
    version: number;
    action: ContentAction;
    status: ContentStatus;
    editor: Editor;
    snapshot: Content;
  },
): Promise<void> {
  const previous = await latestRevision(trx, kind, id);
  const before = previous ? jsonValue<Content>(previous.snapshot) : null;
  const changed = changedFields(before, entry.snapshot);
  if (previous && previous.status !== entry.status) changed.push('status');
  await insertRevision(trx, {
    kind,
    item_id: String(id),
    version: entry.version,
    action: entry.action,
    status: entry.status,
    user_id: entry.editor.id,
    user_name: entry.editor.name,
    snapshot: entry.snapshot,
    changed_fields: changed,
  });
}

function listItemOf(kind: ContentKind, row: ItemRow, content: Content): ContentListItem {
  const store = contentKindStores[kind];
  return {
    id: row.id,
    kind,
    slug: store.defaultSlug ? String(content.slug) : null,
    title: contentTitle(kind, content),
    status: row.status,
    version: row.version,
    hasDraft: row.draft != null,
    updatedAt: isoTimestamp(row.updated_at),
  };
}

export function createContentService(db: Database) {
  const { knex } = db;

  async function item(kind: ContentKind, id: ItemId): Promise<ContentItem> {
    const store = contentKindStores[kind];
    const row = await requireItem(knex, store, id);
    const content = workingContent(store, row);
    const latest = await latestRevision(knex, kind, id);
    return {
      ...listItemOf(kind, row, content),
      content,
      published: row.status === 'published' ? store.fromRow(row) : null,
      publishedAt: row.published_at ? isoTimestamp(row.published_at) : null,
      updatedBy: latest?.user_name ?? null,
      path: store.pagePath?.({ id: row.id, slug: content.slug }) ?? null,
    };
  }

  return {
    item,

    async list(kind: ContentKind, query: ItemListQuery): Promise<ContentList> {
      const store = contentKindStores[kind];
      const { rows, total } = await listItems(knex, store, contentNameField[kind], query);
      return {
        items: rows.map((row) => listItemOf(kind, row, workingContent(store, row))),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** A new item, as a draft visitors do not see; the slug follows the name unless given. */
    async create(kind: ContentKind, body: unknown, editor: Editor) {
      const store = contentKindStores[kind];
      const input = parseBody(contentCreateSchemas[kind], body);
      const withSlug =
        store.defaultSlug && input.slug === undefined
          ? { ...input, slug: store.defaultSlug(input) }
          : input;
      const content = validContent(kind, withSlug);
      const id = await knex
        .transaction(async (trx) => {
          await refuseUnusablePictures(trx, store, content);
          await refuseTakenSlug(trx, store, content, null);
          const newId = await nextItemId(trx, store);
          await insertItem(trx, store, {
            id: newId,
            ...store.toRow(content),
            status: 'draft',
            version: 1,
            published_at: null,
          });
          await record(trx, kind, newId, {
            version: 1,
            action: 'create',
            status: 'draft',
            editor,
            snapshot: content,
          });
          return newId;
        })
        .catch(refusedByDatabase);
      return { id, slug: store.defaultSlug ? String(content.slug) : null, version: 1 };
    },

    /**
     * Saves changed fields as the item's draft (visitors keep seeing what is published).
     * The slug follows the name while it is the name's, unless the request sets it.
     */
    async save(kind: ContentKind, id: ItemId, body: unknown, editor: Editor) {
      const store = contentKindStores[kind];
      const { version, ...changes } = parseBody(contentPatchSchemas[kind], body) as Content & {
        version: number;
      };
      await knex.transaction(async (trx) => {
        const row = await requireItem(trx, store, id, true);
        await refuseStaleVersion(trx, kind, row, version);
        const before = workingContent(store, row);
        const merged: Content = { ...before, ...changes };
        if (
          store.defaultSlug &&
          !('slug' in changes) &&
          before.slug === store.defaultSlug(before)
        ) {
          const followed = store.defaultSlug(merged);
          if (followed) merged.slug = followed;
        }
        const next = validContent(kind, merged);
        await refuseUnusablePictures(trx, store, next);
        if (next.slug !== before.slug) await refuseTakenSlug(trx, store, next, id);
        await updateItem(trx, store, id, { draft: JSON.stringify(next), version: row.version + 1 });
        await record(trx, kind, id, {
          version: row.version + 1,
          action: 'save',
          status: row.status,
          editor,
          snapshot: next,
        });
      });
      return item(kind, id);
    },

    /**
     * Makes the working content what visitors see, at once on every instance. A published
     * slug that changes keeps its old URL as a permanent redirect.
     */
    async publish(kind: ContentKind, id: ItemId, version: number | undefined, editor: Editor) {
      const store = contentKindStores[kind];
      await changeCatalogue(db, async (trx) => {
        const row = await requireItem(trx, store, id, true);
        await refuseStaleVersion(trx, kind, row, version);
        const content = workingContent(store, row);
        // Checked again: a picture may have failed since the draft was saved.
        await refuseUnusablePictures(trx, store, content);
        await updateItem(trx, store, id, {
          ...store.toRow(content),
          draft: null,
          status: 'published',
          version: row.version + 1,
          published_at: trx.fn.now(),
        });
        if (store.defaultSlug) {
          const slug = String(content.slug);
          if (row.published_at && row.slug && row.slug !== slug) {
            await addSlugRedirect(trx, kind, row.slug, id);
          }
          await dropSlugRedirect(trx, kind, slug);
        }
        await record(trx, kind, id, {
          version: row.version + 1,
          action: 'publish',
          status: 'published',
          editor,
          snapshot: content,
        });
      }).catch(refusedByDatabase);
      return item(kind, id);
    },

    /** Takes a published item off the site (a draft again) or archives any item. */
    async setStatus(
      kind: ContentKind,
      id: ItemId,
      action: 'unpublish' | 'archive',
      version: number | undefined,
      editor: Editor,
    ) {
      const store = contentKindStores[kind];
      const status: ContentStatus = action === 'unpublish' ? 'draft' : 'archived';
      await changeCatalogue(db, async (trx) => {
        const row = await requireItem(trx, store, id, true);
        await refuseStaleVersion(trx, kind, row, version);
        if (action === 'unpublish' && row.status !== 'published') {
          throw new HttpError(409, 'not_published', 'Only a published item can be unpublished');
        }
        if (row.status === status) {
          throw new HttpError(409, 'already_archived', 'This item is archived already');
        }
        await updateItem(trx, store, id, { status, version: row.version + 1 });
        await record(trx, kind, id, {
          version: row.version + 1,
          action,
          status,
          editor,
          snapshot: workingContent(store, row),
        });
      });
      return item(kind, id);
    },

    /** An earlier revision's content becomes the item's draft (publish makes it visible). */
    async restore(
      kind: ContentKind,
      id: ItemId,
      revision: number,
      version: number | undefined,
      editor: Editor,
    ) {
      const store = contentKindStores[kind];
      await knex.transaction(async (trx) => {
        const row = await requireItem(trx, store, id, true);
        await refuseStaleVersion(trx, kind, row, version);
        const old = await findRevision(trx, kind, id, revision);
        if (!old) throw new HttpError(404, 'not_found', 'No revision with that number');
        const content = validContent(kind, jsonValue<Content>(old.snapshot));
        if (content.slug !== workingContent(store, row).slug) {
          await refuseTakenSlug(trx, store, content, id);
        }
        const status: ContentStatus = row.status === 'archived' ? 'draft' : row.status;
        await updateItem(trx, store, id, {
          draft: JSON.stringify(content),
          status,
          version: row.version + 1,
        });
        await record(trx, kind, id, {
          version: row.version + 1,
          action: 'restore',
          status,
          editor,
          snapshot: content,
        });
      });
      return item(kind, id);
    },

    /** Every revision, newest first, each with its fields' values before and after. */
    async history(kind: ContentKind, id: ItemId): Promise<{ revisions: ContentRevision[] }> {
      await requireItem(knex, contentKindStores[kind], id);
      const rows = await listRevisions(knex, kind, id);
      const revisions = rows.map((row, i): ContentRevision => {
        const previous = i > 0 ? rows[i - 1]! : null;
        const before = previous ? jsonValue<Content>(previous.snapshot) : {};
        const after = jsonValue<Content>(row.snapshot);
        const fields = jsonValue<string[]>(row.changed_fields);
        return {
          version: row.version,
          action: row.action,
          status: row.status,
          userId: row.user_id,
          userName: row.user_name,
          createdAt: isoTimestamp(row.created_at),
          changes: fields.map((field) =>
            field === 'status'
              ? { field, before: previous?.status ?? null, after: row.status }
              : { field, before: before[field] ?? null, after: after[field] ?? null },
          ),
        };
      });
      return { revisions: revisions.reverse() };
    },
  };
}
