import {
  mediaVariantPath,
  type Adventure,
  type BlogPostSummary,
  type CalendarEvent,
  type PublicPicture,
  type RealEstateListing,
  type ResortSummary,
  type Restaurant,
  type SearchDocument,
  type VillaRecord,
} from '@cabo/contract';
import { guideCards } from './guide-cards.ts';
import { adventures, groupTrips, moreItems, stays } from './navigation.ts';

// What the site search holds (docs/catalogue.md, "Site search"): the server indexes the
// published catalogue with these, the mocks the fixtures, so both index the same documents.

/**
 * The site's own pages: the navigation's pages with their descriptions and pictures, the
 * sections the bar links directly, and each guide's page.
 */
export function searchPages(): SearchDocument[] {
  const nav = [...stays, ...adventures, ...groupTrips, ...moreItems].map((item) => ({
    id: `pages:${item.href}`,
    kind: 'Pages' as const,
    title: item.label,
    url: item.href,
    ...(item.image ? { thumbnail: item.image } : {}),
    ...(item.description ? { tags: item.description } : {}),
  }));
  const sections: SearchDocument[] = [
    {
      id: 'pages:/restaurants',
      kind: 'Pages',
      title: 'Restaurants',
      url: '/restaurants',
      tags: 'Where to eat in Cabo: seafood, Mexican, steakhouses and beach clubs.',
    },
    {
      id: 'pages:/blog',
      kind: 'Pages',
      title: 'Cabo Travel Blog',
      url: '/blog',
      tags: 'Local guides, luxury travel and weddings in Los Cabos.',
    },
    {
      id: 'pages:/privacy',
      kind: 'Pages',
      title: 'Privacy Notice',
      url: '/privacy',
      tags: 'How we use and protect your personal data.',
    },
  ];
  const guides = guideCards.map((card) => ({
    id: `pages:/guides/${card.id}`,
    kind: 'Pages' as const,
    title: card.title,
    url: `/guides/${card.id}`,
    thumbnail: card.image,
    tags: card.description,
    text: `Travel guide ${card.type}`,
  }));
  return [...nav, ...sections, ...guides];
}

/**
 * A listing's thumbnail: its cover's narrowest WebP (the 480 px variant is the smallest the
 * media pipeline makes, docs/media.md; every browser we support shows WebP), or its drawn art
 * when it has no picture of its own.
 */
export function searchThumbnail(item: { pictures?: PublicPicture[]; imageUrl: string }): string {
  const cover = item.pictures?.[0];
  return cover ? mediaVariantPath(cover.id, Math.min(...cover.widths), 'webp') : item.imageUrl;
}

/** Whole dollars with en-US grouping, as the cards write them (3850 → '3,850'). */
const grouped = (value: number) => Math.round(value).toLocaleString('en-US');

/** The published catalogue, as its list answers carry it (villas with their page's slug). */
export interface SearchCatalogue {
  villas: (VillaRecord & { slug: string })[];
  resorts: ResortSummary[];
  adventures: Adventure[];
  restaurants: Restaurant[];
  posts: BlogPostSummary[];
  events: CalendarEvent[];
  listings: RealEstateListing[];
}

/** Every site page and catalogue item as the search index holds it, with price and thumbnail. */
export function searchDocuments(catalogue: SearchCatalogue): SearchDocument[] {
  return [
    ...searchPages(),
    ...catalogue.villas.map((v) => ({
      id: `villas:${v.id}`,
      kind: 'Villas' as const,
      title: v.name,
      url: `/villas/${v.slug}`,
      thumbnail: searchThumbnail(v),
      price: `$ ${grouped(Number(v.pricePerNight))} per night`,
      tags: `${v.location}, ${v.bedrooms} bedrooms`,
      text: v.description,
    })),
    ...catalogue.resorts.map((r) => ({
      id: `resorts:${r.slug}`,
      kind: 'Resorts' as const,
      title: r.name,
      url: `/resorts/${r.slug}`,
      thumbnail: searchThumbnail(r),
      price: r.priceLevel,
      tags: r.location,
      text: r.description,
    })),
    ...catalogue.adventures.map((a) => ({
      id: `adventures:${a.slug}`,
      kind: 'Adventures' as const,
      title: a.title,
      url: `/adventures/${a.slug}`,
      thumbnail: searchThumbnail(a),
      price: a.currentPrice,
      tags: a.duration,
      // The category's key (water, land...) is searched, not shown as it is stored.
      text: [a.category, a.description].filter(Boolean).join(' '),
    })),
    ...catalogue.restaurants.map((r) => ({
      id: `restaurants:${r.id}`,
      kind: 'Restaurants' as const,
      title: r.name,
      url: `/restaurants/${r.id}`,
      thumbnail: searchThumbnail(r),
      price: r.priceRange,
      tags: `${r.cuisine}, ${r.location}`,
      text: r.description,
    })),
    ...catalogue.posts.map((p) => ({
      id: `posts:${p.slug}`,
      kind: 'Posts' as const,
      title: p.title,
      url: `/blog/${p.slug}`,
      thumbnail: searchThumbnail(p),
      tags: p.category,
      text: p.excerpt,
    })),
    // Events have no page of their own: a result opens the calendar.
    ...catalogue.events.map((e) => ({
      id: `events:${e.id}`,
      kind: 'Events' as const,
      title: e.title,
      url: '/events',
      tags: e.location,
      text: `${e.type} ${e.description}`,
    })),
    // Nor have listings for sale: they are shown on /real-estate.
    ...catalogue.listings.map((l) => ({
      id: `real-estate:${l.id}`,
      kind: 'Real estate' as const,
      title: l.title,
      url: '/real-estate',
      thumbnail: searchThumbnail(l),
      price: `$${grouped(l.price)}`,
      tags: l.location,
      text: l.description,
    })),
  ];
}
