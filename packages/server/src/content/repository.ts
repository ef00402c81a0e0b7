import type { Content, ContentAction, ContentKind, ContentStatus } from '@cabo/contract';
import type { Knex } from 'knex';
import { jsonValue } from '../db/values.ts';
import { contentKindStores, type ContentKindStore, type Row } from './kinds.ts';

type Db = Knex | Knex.Transaction;

/** A catalogue row with the content studio's columns. */
export interface ItemRow extends Row {
  id: number | string;
  slug?: string;
  status: ContentStatus;
  version: number;
  draft: unknown;
  published_at: Date | null;
  updated_at: Date;
}

export interface RevisionRow {
  kind: ContentKind;
  item_id: string;
  version: number;
  action: ContentAction;
  status: ContentStatus;
  user_id: number | null;
  user_name: string;
  snapshot: unknown;
  changed_fields: unknown;
  created_at: Date;
}

export interface Editor {
  id: number | null;
  name: string;
}

/** The name a revision of the seed data carries. */
export const SEED_EDITOR: Editor = { id: null, name: 'Seed data' };

const itemQuery = (db: Db, store: ContentKindStore) =>
  db(store.table).select(`${store.table}.*`, ...store.extraColumns(db as Knex));

export async function findItem(
  db: Db,
  store: ContentKindStore,
  id: number | string,
  { lock = false } = {},
): Promise<ItemRow | undefined> {
  const query = itemQuery(db, store).where(`${store.table}.id`, id);
  // The row lock orders concurrent saves of one item, so a version is checked once.
  return (await (lock ? query.forUpdate() : query).first()) as ItemRow | undefined;
}

/** The item whose working content (its draft, else its row) has `slug`, whatever its status. */
export async function findItemByWorkingSlug(
  db: Db,
  store: ContentKindStore,
  slug: string,
): Promise<ItemRow | undefined> {
  return (await itemQuery(db, store)
    .where((q) =>
      q
        .where((d) => d.whereNull('draft').where('slug', slug))
        .orWhereRaw(`draft->>'slug' = ?`, [slug]),
    )
    .first()) as ItemRow | undefined;
}

/** A list's items as a preview shows them: every one not archived, in id order. */
export async function listPreviewItems(db: Db, store: ContentKindStore): Promise<ItemRow[]> {
  return (await itemQuery(db, store)
    .whereNot('status', 'archived')
    .orderBy(`${store.table}.id`)) as ItemRow[];
}

/** What staff edit: the saved draft, or the row's own content when there is none. */
export function workingContent(store: ContentKindStore, row: ItemRow): Content {
  return row.draft == null ? store.fromRow(row) : jsonValue<Content>(row.draft);
}

/** The id a new item gets: one past the highest (a table lock keeps two creates apart). */
export async function nextItemId(
  trx: Knex.Transaction,
  store: ContentKindStore,
): Promise<number | string> {
  await trx.raw('lock table ?? in share row exclusive mode', [store.table]);
  if (store.ids === 'villa') {
    const row = (await trx(store.table)
      .max({ n: trx.raw(`(substring(id from '[0-9]+$'))::int`) })
      .first()) as { n: number | null } | undefined;
    return `villa-${Number(row?.n ?? 0) + 1}`;
  }
  const row = (await trx(store.table).max({ n: 'id' }).first()) as { n: number | null } | undefined;
  return Number(row?.n ?? 0) + 1;
}

export async function insertItem(
  trx: Knex.Transaction,
  store: ContentKindStore,
  values: Row,
): Promise<void> {
  await trx(store.table).insert(values);
}

export async function updateItem(
  trx: Knex.Transaction,
  store: ContentKindStore,
  id: number | string,
  values: Row,
): Promise<void> {
  await trx(store.table)
    .where({ id })
    .update({ ...values, updated_at: trx.fn.now() });
}

/** Another item of the kind holds `slug`, live or in its draft. */
export async function slugTaken(
  db: Db,
  store: ContentKindStore,
  slug: string,
  exceptId: number | string | null,
): Promise<boolean> {
  const query = db(store.table)
    .where((q) => q.where('slug', slug).orWhereRaw(`draft->>'slug' = ?`, [slug]))
    .first('id');
  if (exceptId !== null) query.whereNot('id', exceptId);
  return Boolean(await query);
}

export interface ItemListQuery {
  status: ContentStatus | 'all';
  search: string;
  page: number;
  pageSize: number;
}

/** One page of a kind's items, drafts included, the most recently changed first. */
export async function listItems(
  db: Db,
  store: ContentKindStore,
  nameColumn: string,
  { status, search, page, pageSize }: ItemListQuery,
): Promise<{ rows: ItemRow[]; total: number }> {
  const filtered = () => {
    const query = db(store.table);
    if (status !== 'all') query.where('status', status);
    if (search) {
      const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query.where((q) => {
        q.whereILike(nameColumn, like).orWhereRaw(`draft->>? ilike ?`, [nameColumn, like]);
        if (store.defaultSlug) q.orWhereILike('slug', like);
      });
    }
    return query;
  };
  const [rows, counted] = await Promise.all([
    filtered()
      .select(`${store.table}.*`, ...store.extraColumns(db as Knex))
      .orderBy([
        { column: 'updated_at', order: 'desc' },
        { column: 'id', order: 'asc' },
      ])
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    filtered().count({ n: '*' }).first(),
  ]);
  return {
    rows: rows as ItemRow[],
    total: Number((counted as { n: unknown } | undefined)?.n ?? 0),
  };
}

export async function insertRevision(
  trx: Knex.Transaction,
  revision: Omit<RevisionRow, 'created_at'>,
): Promise<void> {
  await trx('content_revisions').insert({
    ...revision,
    snapshot: JSON.stringify(revision.snapshot),
    changed_fields: JSON.stringify(revision.changed_fields),
  });
}

/** An item's revisions, oldest first. */
export async function listRevisions(
  db: Db,
  kind: ContentKind,
  itemId: number | string,
): Promise<RevisionRow[]> {
  return (await db('content_revisions')
    .where({ kind, item_id: String(itemId) })
    .orderBy('version')) as RevisionRow[];
}

export async function findRevision(
  db: Db,
  kind: ContentKind,
  itemId: number | string,
  version: number,
): Promise<RevisionRow | undefined> {
  return (await db('content_revisions')
    .where({ kind, item_id: String(itemId), version })
    .first()) as RevisionRow | undefined;
}

export async function latestRevision(
  db: Db,
  kind: ContentKind,
  itemId: number | string,
): Promise<RevisionRow | undefined> {
  return (await db('content_revisions')
    .where({ kind, item_id: String(itemId) })
    .orderBy('version', 'desc')
    .first()) as RevisionRow | undefined;
}

/** The old slug keeps leading to the item, whatever its slug is when asked. */
export async function addSlugRedirect(
  trx: Knex.Transaction,
  kind: ContentKind,
  oldSlug: string,
  itemId: number | string,
): Promise<void> {
  await trx('slug_redirects')
    .insert({ kind, old_slug: oldSlug, item_id: String(itemId) })
    .onConflict(['kind', 'old_slug'])
    .merge(['item_id', 'created_at']);
}

/** A slug an item now holds is no longer another's old one. */
export async function dropSlugRedirect(
  trx: Knex.Transaction,
  kind: ContentKind,
  slug: string,
): Promise<void> {
  await trx('slug_redirects').where({ kind, old_slug: slug }).delete();
}

/** Every old slug of a kind whose item is published, with the slug it has now. */
export async function publishedSlugRedirects(
  db: Db,
  kind: ContentKind,
): Promise<{ oldSlug: string; slug: string }[]> {
  const { table } = contentKindStores[kind];
  return (await db('slug_redirects as r')
    .joinRaw('join ?? as t on t.id::text = r.item_id', [table])
    .where({ 'r.kind': kind, 't.status': 'published' })
    .select({ oldSlug: 'r.old_slug', slug: 't.slug' })) as { oldSlug: string; slug: string }[];
}

/**
 * The seed's first revision for every item that has none: a fresh database's seeded items,
 * and items stored before the content studio existed.
 */
export async function recordFirstRevisions(
  trx: Knex.Transaction,
  store: ContentKindStore,
): Promise<void> {
  const rows = (await itemQuery(trx, store).whereNotExists((q) =>
    q
      .select(trx.raw('1'))
      .from('content_revisions as r')
      .where('r.kind', store.kind)
      .whereRaw(`r.item_id = ??::text`, [`${store.table}.id`]),
  )) as ItemRow[];
  if (rows.length === 0) return;
  await trx('content_revisions').insert(
    rows.map((row) => {
      const snapshot = workingContent(store, row);
      return {
        kind: store.kind,
        item_id: String(row.id),
        version: row.version,
        action: 'seed',
        status: row.status,
        user_id: SEED_EDITOR.id,
        user_name: SEED_EDITOR.name,
        snapshot: JSON.stringify(snapshot),
        changed_fields: JSON.stringify(Object.keys(snapshot)),
      };
    }),
  );
}

/** Whether a published item of any kind with a gallery shows the picture `mediaId`. */
export async function publishedItemShowsPicture(db: Db, mediaId: string): Promise<boolean> {
  const needle = JSON.stringify([mediaId]);
  for (const store of Object.values(contentKindStores)) {
    if (!store.galleryColumn) continue;
    const hit = await db(store.table)
      .where('status', 'published')
      .whereRaw('?? @> ?::jsonb', [store.galleryColumn, needle])
      .first(db.raw('1'));
    if (hit) return true;
  }
  return false;
}
