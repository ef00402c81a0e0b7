import { createHash } from 'node:crypto';
import { mediaContentTypes, mediaFormats, type MediaFormat } from '@cabo/contract';
import { catalogueArt, type ArtKind, type ArtPicture } from '@cabo/data';
import { siteDrawings } from '@cabo/data/art/site-drawings';
import { sitePictures } from '@cabo/data/site-pictures';
import type { Knex } from 'knex';
import sharp from 'sharp';
import { jsonValue } from '../db/values.ts';
import { silentLogger, type Logger } from '../logging/logger.ts';
import { encode } from './processing.ts';
import { findMedia, variantKey, type MediaRow, type StoredVariant } from './repository.ts';
import { readWhole, type MediaStorage } from './storage.ts';

type Db = Knex | Knex.Transaction;

// Seeded art through the media pipeline (docs/media.md, "Seeded art"). The catalogue's
// drawings (`catalogueArt()` of @cabo/data) become `media_assets` rows at seed, cheaply: the
// row, its variant list and a tiny placeholder. The variants themselves are made from the
// drawing on their first request, stored like an upload's, and served from then on: eager
// rasterising of every drawing in every width and format (AVIF above all) would take
// minutes of CPU at each fresh start and each test database.

/** The widths made of a drawing: a vector scales to any, and pages ask for none wider. */
export const ART_WIDTHS = [480, 960, 1600] as const;

/** A UUID (shaped as a version 5) derived from the drawing's key: re-seeding names the same row. */
export function artMediaId(key: string): string {
  const h = createHash('sha1').update(`cabo-art:${key}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}

let drawings: { byKey: Map<string, ArtPicture>; byListing: Map<string, ArtPicture[]> } | null =
  null;

const listingKey = (kind: ArtKind, slug: string) => `${kind}:${slug}`;

/** The keys of the site's own pictures begin so (`site/<folder>/<name>`). */
export const SITE_ART_PREFIX = 'site/';

/**
 * The site's own pictures as drawings (docs/media.md, "Site pictures"): explore tiles,
 * avatars, landing heroes and the rest, drawn by the same generator as their files.
 */
export function siteArtPictures(): ArtPicture[] {
  return sitePictures().map(({ key, path, alt }) => {
    const svg = siteDrawings[path];
    if (!svg) throw new Error(`No drawing for ${path}: run scripts/generate-art.mjs`);
    const [, width, height] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg)!;
    return { key, role: 'site', alt, svg, width: Number(width), height: Number(height) };
  });
}

/** The drawings, built once per process (they are code, the same every time). */
function artDrawings() {
  if (!drawings) {
    const byKey = new Map<string, ArtPicture>();
    const byListing = new Map<string, ArtPicture[]>();
    for (const listing of catalogueArt()) {
      byListing.set(listingKey(listing.kind, listing.slug), listing.pictures);
      for (const picture of listing.pictures) byKey.set(picture.key, picture);
    }
    for (const picture of siteArtPictures()) byKey.set(picture.key, picture);
    drawings = { byKey, byListing };
  }
  return drawings;
}

/** A listing's drawings, in order (the first the cover), by its first slug that has any. */
export function listingDrawings(kind: ArtKind, slugs: string[]): ArtPicture[] {
  const { byListing } = artDrawings();
  for (const slug of slugs) {
    const found = byListing.get(listingKey(kind, slug));
    if (found) return found;
  }
  return [];
}

/** The size every variant keeps the drawing's ratio at. */
const variantHeight = (picture: ArtPicture, width: number) =>
  Math.round((width * picture.height) / picture.width);

function artVariants(picture: ArtPicture): StoredVariant[] {
  return ART_WIDTHS.flatMap((width) =>
    mediaFormats.map((format) => ({ width, height: variantHeight(picture, width), format })),
  );
}

/** Renders the drawing at `width` straight from the vector (no larger bitmap first). */
function rasterise(picture: ArtPicture, width: number) {
  // sharp takes a density of 1 at least: a tiny placeholder is drawn a little larger first.
  const density = Math.max(1, (72 * width) / picture.width);
  return sharp(Buffer.from(picture.svg), { density }).resize({
    width,
    height: variantHeight(picture, width),
    fit: 'fill',
  });
}

// Per process: the test suite seeds many databases, and a restart seeds only what is missing.
const placeholders = new Map<string, Promise<string>>();

/** A 16-px-wide WebP, like an upload's, drawn at that size (about a millisecond). */
function artPlaceholder(picture: ArtPicture): Promise<string> {
  let made = placeholders.get(picture.key);
  if (!made) {
    made = rasterise(picture, 16)
      .webp({ quality: 40 })
      .toBuffer()
      .then((tiny) => `data:image/webp;base64,${tiny.toString('base64')}`);
    placeholders.set(picture.key, made);
  }
  return made;
}

/**
 * Stores the drawings as ready pictures (those not stored yet) and answers their ids in
 * order, for a seeded listing's `galleryIds`.
 */
export async function seedArtPictures(db: Db, pictures: ArtPicture[]): Promise<string[]> {
  if (pictures.length === 0) return [];
  const ids = pictures.map((p) => artMediaId(p.key));
  const present = new Set(
    ((await db('media_assets').whereIn('id', ids).select('id')) as { id: string }[]).map(
      (r) => r.id,
    ),
  );
  const missing = pictures.filter((p) => !present.has(artMediaId(p.key)));
  if (missing.length) {
    const rows = await Promise.all(
      missing.map(async (picture) => {
        const widest = ART_WIDTHS.at(-1)!;
        return {
          id: artMediaId(picture.key),
          filename: `${picture.key.replaceAll('/', '-')}.svg`,
          content_type: 'image/svg+xml',
          bytes: Buffer.byteLength(picture.svg),
          width: widest,
          height: variantHeight(picture, widest),
          status: 'ready',
          variants: JSON.stringify(artVariants(picture)),
          placeholder: await artPlaceholder(picture),
          alt: picture.alt,
          art_key: picture.key,
        };
      }),
    );
    await db('media_assets').insert(rows).onConflict('id').ignore();
  }
  return ids;
}

/**
 * The site's own pictures as ready media rows (those not stored yet): at every seed, and
 * by migration 0340 for a database seeded before they existed (docs/media.md).
 */
export async function seedSitePictures(db: Db): Promise<void> {
  await seedArtPictures(db, siteArtPictures());
}

export interface ArtVariantMaker {
  /**
   * The variant of a seeded drawing, made now and stored (null: `id` is no drawing's, or
   * the drawing has no such variant).
   */
  make(id: string, width: number, format: MediaFormat): Promise<Buffer | null>;
}

/**
 * Makes drawings' variants on request: one at a time per variant in this process (the
 * concurrent first requests wait for the same one), at most `concurrency` at once (the
 * media worker's limit, so image work keeps to its cores), stored once made.
 */
export function artVariantMaker({
  knex,
  storage,
  concurrency = 1,
  logger = silentLogger,
}: {
  knex: Knex;
  storage: MediaStorage;
  concurrency?: number;
  logger?: Logger;
}): ArtVariantMaker {
  const inFlight = new Map<string, Promise<Buffer | null>>();
  let running = 0;
  const queue: (() => void)[] = [];

  async function slot<T>(work: () => Promise<T>): Promise<T> {
    if (running >= concurrency) await new Promise<void>((resolve) => queue.push(resolve));
    else running += 1;
    try {
      return await work();
    } finally {
      const next = queue.shift();
      if (next) next();
      else running -= 1;
    }
  }

  async function make(row: MediaRow, width: number, format: MediaFormat): Promise<Buffer | null> {
    const picture = row.art_key ? artDrawings().byKey.get(row.art_key) : undefined;
    if (!picture) return null;
    const key = variantKey(row.id, width, format);
    return slot(async () => {
      // Made by a request that finished while this one waited for its turn.
      const stored = await storage.get(key);
      if (stored) return readWhole(stored);
      const started = Date.now();
      const bytes = await encode(rasterise(picture, width), format).toBuffer();
      await storage.put(key, bytes, mediaContentTypes[format]);
      logger.info({ mediaId: row.id, key, ms: Date.now() - started }, 'art variant made');
      return bytes;
    });
  }

  return {
    async make(id, width, format) {
      const key = variantKey(id, width, format);
      let pending = inFlight.get(key);
      if (!pending) {
        pending = (async () => {
          const row = await findMedia(knex, id);
          if (!row?.art_key || row.status !== 'ready') return null;
          const listed = jsonValue<StoredVariant[]>(row.variants);
          if (!listed.some((v) => v.width === width && v.format === format)) return null;
          return make(row, width, format);
        })().finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
  };
}
