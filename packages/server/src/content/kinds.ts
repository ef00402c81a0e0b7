import { contentNameField, type Content, type ContentKind, type ContentOf } from '@cabo/contract';
import { adventureSlug, resortSlug, slugify, villaSlug } from '@cabo/data';
import type { Knex } from 'knex';
import { adventureFromRow, type AdventureRow } from '../adventures/repository.ts';
import { blogPostSummaryFromRow, type BlogPostRow } from '../blog/repository.ts';
import type { EventRow } from '../events/repository.ts';
import { resortFromRow, type ResortRow } from '../resorts/repository.ts';
import { restaurantFromRow, type RestaurantRow } from '../restaurants/repository.ts';
import { jsonValue } from '../db/values.ts';
import { listingFromRow, type ListingRow } from '../real-estate/repository.ts';
import { sanitizeBlogHtml } from './sanitize.ts';
import { villaDetailFromRow, type VillaRow } from '../villas/repository.ts';

export type Row = Record<string, unknown>;

/**
 * How one catalogue kind is stored: its table, how its content (the contract's fields)
 * becomes the row's columns and back, and its slug rule. The seeds, the public reads' row
 * shapes and the content studio all go through these, so a field is mapped in one place.
 */
export interface ContentKindStore {
  kind: ContentKind;
  table: string;
  /** Integer ids (the next free one), or villas' `villa-{n}`. */
  ids: 'integer' | 'villa';
  /** The spec's slug rule from the content (docs/stays.md and friends); null: no slug. */
  defaultSlug: ((content: Content) => string) | null;
  /** The public page of a row, for previews and redirects; null: the kind has none. */
  pagePath: ((row: { id: unknown; slug?: unknown }) => string) | null;
  /** Columns beyond `*` a row is read with. */
  extraColumns: (knex: Knex) => Knex.Raw[];
  toRow(content: Content): Row;
  /** The record the public API answers for a row (ids and timestamps included). */
  recordFromRow(row: Row): Content;
  fromRow(row: Row): Content;
  /** Applied to every saved content before it is stored (blog HTML is sanitized). */
  prepare(content: Content): Content;
  /**
   * The column holding the content's `galleryIds` (media ids, the first the cover:
   * docs/media.md, "On pages"), or null: the kind has no pictures of its own.
   */
  galleryColumn: string | null;
}

const json = (value: unknown) => JSON.stringify(value);

function omit(record: object, keys: string[]): Content {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));
}

const same = (content: Content) => content;

/**
 * Fields of a public record computed from the published reviews, not content staff edit
 * (docs/catalogue.md, "Ratings and reviews").
 */
const FIGURES = ['rating', 'reviewCount', 'reviews'];

type PlainStore = Omit<ContentKindStore, 'galleryColumn'>;

/**
 * A kind whose items have a gallery: `galleryIds` is stored in `gallery_ids` (`[]` when
 * the content names none, as seeded items do) and read back with the rest.
 */
function withGallery(store: PlainStore): ContentKindStore {
  return {
    ...store,
    galleryColumn: 'gallery_ids',
    toRow: (content) => ({ ...store.toRow(content), gallery_ids: json(content.galleryIds ?? []) }),
    fromRow: (row) => ({
      ...store.fromRow(row),
      galleryIds: jsonValue<string[]>(row.gallery_ids ?? []),
    }),
  };
}
const none = () => [];
const slugPage = (prefix: string) => (row: { slug?: unknown }) =>
  `${prefix}/${encodeURIComponent(String(row.slug))}`;

const resorts: ContentKindStore = withGallery({
  kind: 'resorts',
  table: 'resorts',
  ids: 'integer',
  defaultSlug: (c) => resortSlug(String(c.name ?? '')),
  pagePath: slugPage('/resorts'),
  extraColumns: none,
  prepare: same,
  toRow(content) {
    const r = content as ContentOf<'resorts'>;
    return {
      slug: r.slug,
      name: r.name,
      subtitle: r.subtitle,
      price_level: r.priceLevel,
      from_nightly_price: r.fromNightlyPrice ? Number(r.fromNightlyPrice) : null,
      location: r.location,
      description: r.description,
      image_url: r.imageUrl,
      image_urls: json(r.imageUrls),
      amenities: json(r.amenities),
      highlights: json(r.highlights),
      location_benefits: json(r.locationBenefits),
      features: json(r.features),
      good_to_know: json(r.goodToKnow),
      rooms: r.rooms,
      max_guests: r.maxGuests,
      is_beachfront: r.isBeachfront,
      is_oceanfront: r.isOceanfront,
      google_url: r.googleUrl,
    };
  },
  recordFromRow: (row) => resortFromRow(row as unknown as ResortRow),
  fromRow: (row) => omit(resorts.recordFromRow(row), ['id', 'createdAt', 'updatedAt', ...FIGURES]),
});

const villas: ContentKindStore = withGallery({
  kind: 'villas',
  table: 'villas',
  ids: 'villa',
  defaultSlug: (c) => villaSlug(String(c.name ?? '')),
  pagePath: slugPage('/villas'),
  extraColumns: none,
  prepare: same,
  toRow(content) {
    const v = content as ContentOf<'villas'>;
    return {
      slug: v.slug,
      track_hs_id: v.trackHsId,
      name: v.name,
      description: v.description,
      location: v.location,
      image_url: v.imageUrl,
      url: v.url,
      bedrooms: v.bedrooms,
      bathrooms: v.bathrooms,
      max_guests: v.maxGuests,
      is_beachfront: v.isBeachfront,
      is_oceanfront: v.isOceanfront,
      amenities: json(v.amenities),
      image_urls: json(v.imageUrls),
      price_per_night: Number(v.pricePerNight),
      season_rates: json(v.seasonRates ?? []),
      cleaning_fee: Number(v.cleaningFee),
      address: v.address,
      latitude: v.latitude,
      longitude: v.longitude,
      good_to_know: json(v.goodToKnow),
      blocked_dates: json(v.blockedDates ?? []),
    };
  },
  recordFromRow: (row) => villaDetailFromRow(row as unknown as VillaRow),
  fromRow: (row) => ({
    ...omit(villas.recordFromRow(row), [
      'id',
      'lastSyncedAt',
      'createdAt',
      'updatedAt',
      ...FIGURES,
    ]),
    blockedDates: jsonValue(row.blocked_dates),
  }),
});

const adventures: ContentKindStore = withGallery({
  kind: 'adventures',
  table: 'adventures',
  ids: 'integer',
  defaultSlug: (c) => adventureSlug(String(c.title ?? ''), String(c.duration ?? '')),
  pagePath: slugPage('/adventures'),
  extraColumns: none,
  prepare: same,
  toRow(content) {
    const a = content as ContentOf<'adventures'>;
    return {
      slug: a.slug,
      url: a.url,
      image_url: a.imageUrl,
      title: a.title,
      current_price: a.currentPrice,
      // Empty: no offer.
      original_price: a.originalPrice || null,
      duration: a.duration,
      min_age: a.minAge,
      provider: a.provider,
      meeting_point: a.meetingPoint,
      what_to_bring: json(a.whatToBring),
      cancellation_policy: a.cancellationPolicy,
      reply_time: a.replyTime,
      category: a.category ?? null,
      season_from: a.season?.from ?? null,
      season_to: a.season?.to ?? null,
      description: a.description,
      included: json(a.included),
      faq: json(a.faq),
    };
  },
  recordFromRow: (row) => adventureFromRow(row as unknown as AdventureRow),
  fromRow: (row) => omit(adventures.recordFromRow(row), ['id', 'discount', ...FIGURES]),
});

const restaurants: ContentKindStore = withGallery({
  kind: 'restaurants',
  table: 'restaurants',
  ids: 'integer',
  defaultSlug: null,
  pagePath: (row) => `/restaurants/${String(row.id)}`,
  extraColumns: none,
  prepare: same,
  toRow(content) {
    const r = content as ContentOf<'restaurants'>;
    return {
      name: r.name,
      cuisine: r.cuisine,
      price_range: r.priceRange,
      location: r.location,
      address: r.address,
      description: r.description,
      image_url: r.imageUrl,
      phone: r.phone,
      website: r.website,
      open_table_url: r.openTableUrl,
      latitude: r.latitude,
      longitude: r.longitude,
      features: json(r.features),
      menu: json(r.menu),
      hours: json(r.hours),
      available_timeslots: json(r.availableTimeslots),
    };
  },
  recordFromRow: (row) => restaurantFromRow(row as unknown as RestaurantRow),
  fromRow: (row) => omit(restaurants.recordFromRow(row), ['id', 'bookingsToday', ...FIGURES]),
});

const posts: ContentKindStore = withGallery({
  kind: 'posts',
  table: 'blog_posts',
  ids: 'integer',
  defaultSlug: (c) => slugify(String(c.title ?? '')),
  pagePath: slugPage('/blog'),
  // pg would turn a date into a local-midnight Date and shift the day.
  extraColumns: (knex) => [knex.raw(`to_char(date, 'YYYY-MM-DD') as date_text`)],
  prepare: (content) =>
    typeof content.content === 'string'
      ? { ...content, content: sanitizeBlogHtml(content.content) }
      : content,
  toRow(content) {
    const p = content as ContentOf<'posts'>;
    return {
      slug: p.slug,
      title: p.title,
      excerpt: p.excerpt,
      content: p.content,
      image_url: p.imageUrl,
      category: p.category,
      author: p.author,
      date: p.date,
      cta_type: p.ctaType,
    };
  },
  recordFromRow: (row) => {
    const post = row as unknown as BlogPostRow & { date_text: string };
    return { ...blogPostSummaryFromRow({ ...post, date: post.date_text }), content: post.content };
  },
  fromRow: (row) => omit(posts.recordFromRow(row), ['id', 'readTime']),
});

const events: ContentKindStore = {
  kind: 'events',
  galleryColumn: null,
  table: 'events',
  ids: 'integer',
  defaultSlug: null,
  pagePath: null,
  extraColumns: none,
  prepare: same,
  toRow(content) {
    const e = content as ContentOf<'events'>;
    return {
      title: e.title,
      day_offset: e.dayOffset,
      time: e.time,
      type: e.type,
      location: e.location,
      description: e.description,
    };
  },
  recordFromRow: (row) => ({ id: row.id, ...events.fromRow(row) }),
  fromRow: (row) => {
    const e = row as unknown as EventRow;
    return {
      title: e.title,
      dayOffset: e.day_offset,
      time: e.time,
      type: e.type,
      location: e.location,
      description: e.description,
    };
  },
};

const listings: ContentKindStore = withGallery({
  kind: 'listings',
  table: 'real_estate_listings',
  ids: 'integer',
  defaultSlug: null,
  // Listings have no page of their own: they are shown, and previewed, on /real-estate.
  pagePath: () => '/real-estate',
  extraColumns: none,
  prepare: same,
  toRow(content) {
    const l = content as ContentOf<'listings'>;
    return {
      title: l.title,
      location: l.location,
      price: l.price,
      beds: l.beds,
      baths: l.baths,
      sqft: l.sqft,
      description: l.description,
      features: json(l.features),
      image_url: l.imageUrl,
    };
  },
  recordFromRow: (row) => listingFromRow(row as unknown as ListingRow),
  fromRow: (row) => omit(listings.recordFromRow(row), ['id']),
});

export const contentKindStores: Record<ContentKind, ContentKindStore> = {
  resorts,
  villas,
  adventures,
  restaurants,
  posts,
  events,
  listings,
};

/** The name an item is listed and searched by. */
export function contentTitle(kind: ContentKind, content: Content): string {
  return String(content[contentNameField[kind]] ?? '');
}
