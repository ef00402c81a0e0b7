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
} from '@cabo/data';
import type { Knex } from 'knex';
import { contentKindStores, type Row } from '../../content/kinds.ts';
import { recordFirstRevisions } from '../../content/repository.ts';
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
        const inserted = (await trx(store.table)
          .insert(
            missing.map(({ id, content, extra }) => ({
              id,
              ...store.toRow(store.prepare(content)),
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
