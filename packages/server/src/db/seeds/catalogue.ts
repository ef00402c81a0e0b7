import { reviewKinds, type Content, type ContentKind, type ReviewKind } from '@cabo/contract';
import {
  catalogueAdventures,
  catalogueBlogPosts,
  catalogueEventSources,
  catalogueResorts,
  catalogueRestaurants,
  catalogueReviews,
  catalogueVillas,
  listings,
  type ArtKind,
} from '@cabo/data';
import type { Knex } from 'knex';
import { contentKindStores, type Row } from '../../content/kinds.ts';
import { recordFirstRevisions } from '../../content/repository.ts';
import { listingDrawings, seedArtPictures } from '../../media/art.ts';
import { insertReviews } from '../../reviews/repository.ts';
import { holdTransactionLock } from '../locks.ts';

interface SeedItem {
  id: number | string;
  content: Content;
  /** Columns that are not content (a resort's alias slugs). */
  extra?: Row;
}

/** The data package's catalogue, kind by kind. */
function seedItems(): [ContentKind, () => SeedItem[]][] {
  return [
    [
      'resorts',
      () =>
        catalogueResorts().map((r) => ({
          id: r.id,
          content: r,
          extra: { aliases: JSON.stringify(r.aliases) },
        })),
    ],
    ['villas', () => catalogueVillas().map((v) => ({ id: v.id, content: v }))],
    ['adventures', () => catalogueAdventures().map((a) => ({ id: a.id, content: a }))],
    ['posts', () => catalogueBlogPosts().map((p) => ({ id: p.id, content: p }))],
    ['restaurants', () => catalogueRestaurants().map((r) => ({ id: r.id, content: r }))],
    ['events', () => catalogueEventSources().map((e) => ({ id: e.id, content: { ...e } }))],
    ['listings', () => listings.map(({ id, ...content }) => ({ id, content }))],
  ];
}

/** The kinds with drawn pictures, by the art's name for them. */
const artKinds: Partial<Record<ContentKind, ArtKind>> = {
  resorts: 'resort',
  villas: 'villa',
  adventures: 'adventure',
  posts: 'post',
  restaurants: 'restaurant',
  listings: 'real-estate',
};

/**
 * The seeded items' galleries: their drawings, stored as media pictures in one go
 * (docs/media.md, "Seeded art"). The art names an item by its slug, or by its id when it has
 * none (restaurants, listings for sale). An item with a gallery keeps it.
 */
async function seededGalleries(
  trx: Knex.Transaction,
  kind: ContentKind,
  items: SeedItem[],
): Promise<{ galleryIds?: string[] }[]> {
  const artKind = artKinds[kind];
  const drawings = items.map(({ id, content }) => {
    if (!artKind || (content.galleryIds as unknown[] | undefined)?.length) return [];
    const { slug } = content as { slug?: string };
    return listingDrawings(artKind, slug ? [slug, String(id)] : [String(id)]);
  });
  const ids = await seedArtPictures(trx, drawings.flat());
  let next = 0;
  return drawings.map((pictures) => {
    const galleryIds = ids.slice(next, (next += pictures.length));
    return galleryIds.length ? { galleryIds } : {};
  });
}

/**
 * The data's reviews of items this seed just inserted, published: so each item gets its
 * reviews once, with it, and what staff hid or a later data file holds never comes back.
 */
async function seedReviewsOf(trx: Knex.Transaction, kind: ContentKind, ids: Set<string>) {
  if (!ids.size || !(reviewKinds as readonly string[]).includes(kind)) return;
  const reviews = catalogueReviews().filter((r) => r.kind === kind && ids.has(r.itemId));
  await insertReviews(
    trx,
    reviews.map((r) => ({
      kind: kind as ReviewKind,
      itemId: r.itemId,
      author: r.author,
      rating: r.rating,
      text: r.content,
      day: r.day,
      helpful: r.helpful,
      status: 'published',
      source: 'seed',
    })),
  );
}

/**
 * Seeds the catalogue from `@cabo/data` once: an item is inserted only when no row has its
 * id (or its slug or name), as published, with the seed as its first revision. The database
 * is the catalogue's source from then on: a restart never overwrites what staff changed,
 * and an item staff archived stays archived.
 */
export async function seedCatalogue(knex: Knex): Promise<void> {
  await knex.transaction(async (trx) => {
    // Instances started together seed one after the other; the later finds nothing missing.
    await holdTransactionLock(trx, 'seed-catalogue');
    for (const [kind, items] of seedItems()) {
      const store = contentKindStores[kind];
      const present = new Set(
        ((await trx(store.table).select('id')) as { id: number | string }[]).map((r) =>
          String(r.id),
        ),
      );
      const missing = items().filter((item) => !present.has(String(item.id)));
      if (missing.length) {
        const galleries = await seededGalleries(trx, kind, missing);
        const inserted = (await trx(store.table)
          .insert(
            missing.map(({ id, content, extra }, i) => ({
              id,
              ...store.toRow(store.prepare({ ...content, ...galleries[i] })),
              ...extra,
              status: 'published',
              published_at: trx.fn.now(),
            })),
          )
          // A staff item may hold a seeded slug or name: it wins.
          .onConflict()
          .ignore()
          .returning('id')) as { id: number | string }[];
        await seedReviewsOf(trx, kind, new Set(inserted.map((r) => String(r.id))));
      }
      await recordFirstRevisions(trx, store);
    }
  });
}
