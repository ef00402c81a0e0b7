import {
  mediaVariantPath,
  mediaVariantWidths,
  type MediaAsset,
  type MediaFormat,
  type MediaStatus,
  type MediaUpdate,
  type MediaSourceType,
} from '@cabo/contract';
import type { Knex } from 'knex';
import { pageOf, whereSearch, type Page, type Paging } from '../admin/repository.ts';
import { isoTimestamp, jsonValue } from '../db/values.ts';

type Db = Knex | Knex.Transaction;

export interface StoredVariant {
  width: number;
  height: number;
  format: MediaFormat;
}

export interface MediaRow {
  id: string;
  filename: string;
  content_type: MediaSourceType;
  bytes: number;
  width: number;
  height: number;
  status: MediaStatus;
  variants: unknown;
  placeholder: string | null;
  alt: string | null;
  caption: string | null;
  focal_x: number;
  focal_y: number;
  attempts: number;
  /** Seeded art: the drawing's key, from which its variants are made on request. */
  art_key?: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/** Where a picture's original is kept: never under media/, which is public. */
export const originalKey = (id: string) => `originals/${id}`;
/** A variant's key, which is also its public path without the leading slash. */
export const variantKey = (id: string, width: number, format: MediaFormat) =>
  mediaVariantPath(id, width, format).slice(1);

export function mediaFromRow(row: MediaRow, urlOf: (key: string) => string): MediaAsset {
  const variants = jsonValue<StoredVariant[]>(row.variants).map((v) => ({
    ...v,
    url: urlOf(variantKey(row.id, v.width, v.format)),
  }));
  const widest = variants.filter((v) => v.format === 'jpg').at(-1);
  const altMissing = !row.alt;
  return {
    id: row.id,
    filename: row.filename,
    contentType: row.content_type,
    bytes: Number(row.bytes),
    width: row.width,
    height: row.height,
    status: row.status,
    url: widest?.url ?? urlOf(variantKey(row.id, mediaVariantWidths(row.width).at(-1)!, 'jpg')),
    variants,
    placeholder: row.placeholder,
    alt: row.alt,
    caption: row.caption,
    focalX: Number(row.focal_x),
    focalY: Number(row.focal_y),
    altMissing,
    usable: row.status === 'ready' && !altMissing,
    createdAt: isoTimestamp(row.created_at),
    updatedAt: isoTimestamp(row.updated_at),
  };
}

export async function insertMedia(
  db: Db,
  row: Pick<MediaRow, 'id' | 'filename' | 'content_type' | 'bytes' | 'width' | 'height'> & {
    uploaded_by: number | null;
  },
): Promise<MediaRow> {
  const [inserted] = (await db('media_assets').insert(row).returning('*')) as MediaRow[];
  return inserted!;
}

export async function findMedia(db: Db, id: string): Promise<MediaRow | null> {
  return ((await db('media_assets').where({ id }).first()) as MediaRow | undefined) ?? null;
}

/** Newest first; the search looks in the alt text and the file name. */
export async function listMedia(db: Db, search: string, paging: Paging): Promise<Page<MediaRow>> {
  const query = db('media_assets').select('*');
  whereSearch(query, ['alt', 'filename'], search);
  query.orderBy([
    { column: 'created_at', order: 'desc' },
    { column: 'id', order: 'desc' },
  ]);
  return pageOf<MediaRow, MediaRow>(query, paging, (row) => row);
}

export async function updateMedia(
  db: Db,
  id: string,
  update: MediaUpdate,
): Promise<MediaRow | null> {
  const changes: Record<string, unknown> = {};
  if (update.alt !== undefined) changes.alt = update.alt;
  if (update.caption !== undefined) changes.caption = update.caption === '' ? null : update.caption;
  if (update.focalX !== undefined) changes.focal_x = update.focalX;
  if (update.focalY !== undefined) changes.focal_y = update.focalY;
  const [row] = (await db('media_assets')
    .where({ id })
    .update({ ...changes, updated_at: db.fn.now() })
    .returning('*')) as MediaRow[];
  return row ?? null;
}

/**
 * Takes the oldest `processing` picture no other worker holds (SKIP LOCKED) and leases it
 * for `leaseSeconds`: a worker that stops mid-way leaves a lease that runs out, and the
 * picture is then taken again, here or on another instance.
 */
export async function claimProcessing(db: Db, leaseSeconds: number): Promise<MediaRow | null> {
  const { rows } = (await db.raw(
    `update media_assets set lease_until = now() + make_interval(secs => ?), attempts = attempts + 1
      where id = (
        select id from media_assets
         where status = 'processing' and (lease_until is null or lease_until < now())
         order by created_at, id
         limit 1
         for update skip locked)
      returning *`,
    [leaseSeconds],
  )) as { rows: MediaRow[] };
  return rows[0] ?? null;
}

export async function markReady(
  db: Db,
  id: string,
  done: { width: number; height: number; variants: StoredVariant[]; placeholder: string },
): Promise<void> {
  await db('media_assets')
    .where({ id, status: 'processing' })
    .update({
      status: 'ready',
      width: done.width,
      height: done.height,
      variants: JSON.stringify(done.variants),
      placeholder: done.placeholder,
      lease_until: null,
      last_error: null,
      updated_at: db.fn.now(),
    });
}

/** A failed attempt: tried again after `retryInSeconds`, or `failed` for good. */
export async function markAttemptFailed(
  db: Db,
  id: string,
  error: string,
  retryInSeconds: number | null,
): Promise<void> {
  await db('media_assets')
    .where({ id, status: 'processing' })
    .update({
      ...(retryInSeconds === null
        ? { status: 'failed', lease_until: null }
        : { lease_until: db.raw('now() + make_interval(secs => ?)', [retryInSeconds]) }),
      last_error: error.slice(0, 1000),
      updated_at: db.fn.now(),
    });
}
