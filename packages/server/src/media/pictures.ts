import {
  MEDIA_ID_PATTERN,
  publicPicture,
  type PublicPicture,
  type SitePictures,
} from '@cabo/contract';
import type { SitePicture } from '@cabo/data/site-pictures';
import type { Knex } from 'knex';
import { jsonValue } from '../db/values.ts';
import { artMediaId } from './art.ts';
import { mediaFromRow, type MediaRow } from './repository.ts';

type Db = Knex | Knex.Transaction;
export type Row = Record<string, unknown>;

// Listings' own pictures (docs/media.md, "On pages"): a listing names media ids in its
// gallery; visitors get the usable ones (ready, with alt text) in gallery order.

/** Both storages serve variants through the server's own /media path (storage.ts). */
const servedUrl = (key: string) => `/${key}`;

/** What a visitor's page gets of a picture: what `Image` shows, nothing staff-only. */
export const publicPictureFromRow = (row: MediaRow): PublicPicture =>
  publicPicture(mediaFromRow(row, servedUrl));

const isUsable = (row: MediaRow) => row.status === 'ready' && Boolean(row.alt);

/** The rows of the pictures `ids` name (well-formed ids only), by id. */
export async function mediaRowsById(db: Db, ids: Iterable<string>): Promise<Map<string, MediaRow>> {
  const wanted = [...new Set(ids)].filter((id) => MEDIA_ID_PATTERN.test(id));
  if (wanted.length === 0) return new Map();
  const rows = (await db('media_assets').whereIn('id', wanted)) as MediaRow[];
  return new Map(rows.map((row) => [row.id, row]));
}

/** Why a gallery cannot use a picture, word for word (docs/media.md); null: it can. */
export function unusableReason(row: MediaRow | undefined): string | null {
  if (!row) return 'No picture has this id';
  if (row.status !== 'ready') {
    return row.status === 'failed'
      ? 'This picture could not be read; upload it again'
      : 'This picture is still processing';
  }
  if (!row.alt) return 'Add alt text to this picture before using it';
  return null;
}

const galleryOf = (row: Row): string[] => {
  const ids = jsonValue<unknown>(row.gallery_ids ?? []);
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
};

/**
 * Each record with its row's gallery as `pictures` (usable pictures in gallery order; only
 * the cover when `coverOnly`, for the lists), read in one query for all the rows. A record
 * whose gallery shows nothing is returned as it was, without `pictures`.
 */
export async function withPictures<T extends object>(
  db: Db,
  items: { row: Row; record: T }[],
  { coverOnly = false } = {},
): Promise<(T & { pictures?: PublicPicture[] })[]> {
  const galleries = items.map(({ row }) => galleryOf(row));
  const rows = await mediaRowsById(db, galleries.flat());
  return items.map(({ record }, i) => {
    const pictures = galleries[i]!.flatMap((id) => {
      const row = rows.get(id);
      return row && isUsable(row) ? [publicPictureFromRow(row)] : [];
    });
    const shown = coverOnly ? pictures.slice(0, 1) : pictures;
    return shown.length ? { ...record, pictures: shown } : record;
  });
}

/** A list's records, each with its row's cover picture (the first of its gallery). */
export function withCovers<R extends object, T extends object>(
  db: Db,
  rows: R[],
  recordFromRow: (row: R) => T,
): Promise<(T & { pictures?: PublicPicture[] })[]> {
  return withPictures(
    db,
    rows.map((row) => ({ row: row as unknown as Row, record: recordFromRow(row) })),
    { coverOnly: true },
  );
}

/** One record with its row's whole gallery (a detail page). */
export async function withOwnPictures<T extends object>(
  db: Db,
  row: Row | undefined,
  record: T | undefined,
): Promise<(T & { pictures?: PublicPicture[] }) | undefined> {
  if (!row || !record) return undefined;
  const [shown] = await withPictures(db, [{ row, record }]);
  return shown;
}

/**
 * The usable ones of the site's own pictures (docs/media.md, "Site pictures"), keyed by the
 * drawing's path the data names them by; read in one query.
 */
export async function sitePictureMap(db: Db, pictures: SitePicture[]): Promise<SitePictures> {
  const rows = await mediaRowsById(
    db,
    pictures.map((p) => artMediaId(p.key)),
  );
  const map: SitePictures = {};
  for (const picture of pictures) {
    const row = rows.get(artMediaId(picture.key));
    if (row && isUsable(row)) map[picture.path] = publicPictureFromRow(row);
  }
  return map;
}
