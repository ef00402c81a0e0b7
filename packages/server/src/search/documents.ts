import { caboDate, type SearchDocument } from '@cabo/contract';
import { searchDocuments, weekStart } from '@cabo/data';
import type { Knex } from 'knex';
import { listAdventures } from '../adventures/repository.ts';
import { listBlogPosts } from '../blog/repository.ts';
import { listEvents } from '../events/repository.ts';
import { listPublishedListings } from '../real-estate/repository.ts';
import { listResorts } from '../resorts/repository.ts';
import { listRestaurants } from '../restaurants/repository.ts';
import { listVillas } from '../villas/repository.ts';

/** The villa list answers ids; a page's path is the villa's stored slug (staff may set it). */
async function publishedVillaSlugs(knex: Knex): Promise<Map<string, string>> {
  const rows = (await knex('villas').where('status', 'published').select('id', 'slug')) as {
    id: string;
    slug: string;
  }[];
  return new Map(rows.map((r) => [r.id, r.slug]));
}

/** Every published item and every site page, as the search index holds them. */
export async function publishedSearchDocuments(knex: Knex, now: Date): Promise<SearchDocument[]> {
  const [villas, slugs, resorts, adventures, posts, restaurants, events, listings] =
    await Promise.all([
      listVillas(knex),
      publishedVillaSlugs(knex),
      listResorts(knex),
      listAdventures(knex),
      listBlogPosts(knex),
      listRestaurants(knex, caboDate(now)),
      listEvents(knex, weekStart(now)),
      listPublishedListings(knex),
    ]);
  return searchDocuments({
    villas: villas.map((v) => ({ ...v, slug: slugs.get(v.id) ?? v.id })),
    resorts,
    adventures,
    restaurants,
    posts,
    events,
    listings,
  });
}
