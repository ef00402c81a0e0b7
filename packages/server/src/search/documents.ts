import { caboDate, type PublicPicture, type SearchDocument } from '@cabo/contract';
import { guideCards, weekStart } from '@cabo/data';
import { adventures, groupTrips, moreItems, stays } from '@cabo/data/navigation';
import type { Knex } from 'knex';
import { listAdventures } from '../adventures/repository.ts';
import { listBlogPosts } from '../blog/repository.ts';
import { listEvents } from '../events/repository.ts';
import { listPublishedListings } from '../real-estate/repository.ts';
import { listResorts } from '../resorts/repository.ts';
import { listRestaurants } from '../restaurants/repository.ts';
import { listVillas } from '../villas/repository.ts';

/**
 * The site's own pages (docs/catalogue.md, "Site search"): the navigation's pages with their
 * descriptions and pictures, the sections the bar links directly, and each guide's page.
 */
export function sitePages(): SearchDocument[] {
  const nav = [...stays, ...adventures, ...groupTrips, ...moreItems].map((item) => ({
    id: `pages:${item.href}`,
    kind: 'Pages' as const,
    title: item.label,
    url: item.href,
    ...(item.image ? { thumbnail: item.image } : {}),
    ...(item.description ? { text: item.description } : {}),
  }));
  const sections: SearchDocument[] = [
    {
      id: 'pages:/restaurants',
      kind: 'Pages',
      title: 'Restaurants',
      url: '/restaurants',
      tags: 'Eats, dining',
      text: 'Where to eat in Cabo: seafood, Mexican, steakhouses and beach clubs.',
    },
    {
      id: 'pages:/blog',
      kind: 'Pages',
      title: 'Cabo Travel Blog',
      url: '/blog',
      text: 'Local guides, luxury travel and weddings in Los Cabos.',
    },
    {
      id: 'pages:/privacy',
      kind: 'Pages',
      title: 'Privacy Notice',
      url: '/privacy',
      text: 'How we use and protect your personal data.',
    },
  ];
  const guides = guideCards.map((card) => ({
    id: `pages:/guides/${card.id}`,
    kind: 'Pages' as const,
    title: card.title,
    url: `/guides/${card.id}`,
    thumbnail: card.image,
    tags: `Travel guide, ${card.type}`,
    text: card.description,
  }));
  return [...nav, ...sections, ...guides];
}

/**
 * A listing's thumbnail: its cover's narrowest WebP (every browser we support shows WebP,
 * and the 480 px variant is the smallest the media pipeline makes; docs/media.md), or its
 * drawn art when it has no picture of its own.
 */
export function thumbnailOf(item: { pictures?: PublicPicture[]; imageUrl: string }): string {
  const cover = item.pictures?.[0];
  const variant = cover?.variants
    .filter((v) => v.format === 'webp')
    .reduce<(typeof cover.variants)[number] | undefined>(
      (narrowest, v) => (!narrowest || v.width < narrowest.width ? v : narrowest),
      undefined,
    );
  return variant?.url ?? item.imageUrl;
}

// Server side, where number data is no cost: the same figures the cards write by hand.
const grouped = (value: number) => Math.round(value).toLocaleString('en-US');

/** The villa list answers ids; a page's path is the villa's stored slug (staff may set it). */
async function publishedVillaSlugs(knex: Knex): Promise<{ id: string; slug: string }[]> {
  return (await knex('villas').where('status', 'published').select('id', 'slug')) as {
    id: string;
    slug: string;
  }[];
}

/** Every published item and every site page, as the search index holds them. */
export async function searchDocuments(knex: Knex, now: Date): Promise<SearchDocument[]> {
  const [villas, villaSlugs, resorts, tours, posts, restaurants, events, listings] =
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
  const slugOf = new Map(villaSlugs.map((v) => [v.id, v.slug]));
  return [
    ...sitePages(),
    ...villas.map((v) => ({
      id: `villas:${v.id}`,
      kind: 'Villas' as const,
      title: v.name,
      url: `/villas/${slugOf.get(v.id) ?? v.id}`,
      thumbnail: thumbnailOf(v),
      price: `$ ${grouped(Number(v.pricePerNight))} per night`,
      tags: `${v.location}, ${v.bedrooms} bedrooms`,
      text: v.description,
    })),
    ...resorts.map((r) => ({
      id: `resorts:${r.slug}`,
      kind: 'Resorts' as const,
      title: r.name,
      url: `/resorts/${r.slug}`,
      thumbnail: thumbnailOf(r),
      price: r.priceLevel,
      tags: r.location,
      text: r.description,
    })),
    ...tours.map((a) => ({
      id: `adventures:${a.slug}`,
      kind: 'Adventures' as const,
      title: a.title,
      url: `/adventures/${a.slug}`,
      thumbnail: thumbnailOf(a),
      price: a.currentPrice,
      tags: a.duration,
      // The category's key (water, land...) is searched but not shown as it is stored.
      text: [a.category, a.description].filter(Boolean).join(' '),
    })),
    ...restaurants.map((r) => ({
      id: `restaurants:${r.id}`,
      kind: 'Restaurants' as const,
      title: r.name,
      url: `/restaurants/${r.id}`,
      thumbnail: thumbnailOf(r),
      price: r.priceRange,
      tags: `${r.cuisine}, ${r.location}`,
      text: r.description,
    })),
    ...posts.map((p) => ({
      id: `posts:${p.slug}`,
      kind: 'Posts' as const,
      title: p.title,
      url: `/blog/${p.slug}`,
      thumbnail: thumbnailOf(p),
      tags: p.category,
      text: p.excerpt,
    })),
    // Events have no page of their own: a result opens the calendar.
    ...events.map((e) => ({
      id: `events:${e.id}`,
      kind: 'Events' as const,
      title: e.title,
      url: '/events',
      tags: `${e.type}, ${e.location}`,
      text: e.description,
    })),
    // Listings for sale have no page of their own either: they are shown on /real-estate.
    ...listings.map((l) => ({
      id: `real-estate:${l.id}`,
      kind: 'Real estate' as const,
      title: l.title,
      url: '/real-estate',
      thumbnail: thumbnailOf(l),
      price: `$${grouped(l.price)}`,
      tags: l.location,
      text: l.description,
    })),
  ];
}
