import {
  discountLabel,
  ratingOfReviews,
  readTimeLabel,
  reviewDayOfMonth,
  villaDetailSchema,
  type Adventure,
  type BlogPost,
  type CalendarEvent,
  type Resort,
  type Restaurant,
  type ReviewKind,
  type VillaDetail,
} from '@cabo/contract';
import { adventures as adventureSources } from './adventures.ts';
import { blogPosts as blogPostSources } from './blog-posts.ts';
import { events as eventSources } from './events.ts';
import { resorts as resortSources } from './resorts.ts';
import { restaurantListText } from './restaurants-list.ts';
import { fixedRestaurants } from './restaurants.ts';
import type { EventSource } from './types.ts';
import { villasCsv } from './villas.csv.ts';
import { villaRecords } from './villas.ts';
import { resortFromNightlyPrices, villaCleaningFees } from './pricing.ts';
import { villaGoodToKnow } from './villas-good-to-know.ts';
import { addDays } from './calendar.ts';
import { withDerivedAdventureFields } from './parsers/adventures.ts';
import { parseRestaurantList } from './parsers/restaurant-list.ts';
import { parseVillaCsv } from './parsers/villa-csv.ts';
import { resortSlug, villaSlug } from './parsers/slugs.ts';

/**
 * The catalogue as API entities, built from the data files of this package with its parsers.
 * Pure (no database, no sanitizing), so the seeds and the MSW fixtures share one source:
 * the seeds store these values, the mocks answer with them.
 */

/** Which item each review text belongs to: the first, in data order, that has it. */
let reviewOwners: Map<string, string> | undefined;

function firstReviewOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  const claim = (owner: string, reviews: readonly { content: string }[]) => {
    for (const review of reviews)
      if (!owners.has(review.content)) owners.set(review.content, owner);
  };
  for (const r of resortSources) claim(`resorts/${r.id}`, r.reviews);
  for (const simple of parseVillaCsv(villasCsv)) {
    claim(`villas/${simple.id}`, villaRecords[villaSlug(simple.name)]?.reviews ?? []);
  }
  adventureSources.forEach((a, index) => claim(`adventures/${index + 1}`, a.reviews));
  return owners;
}

/**
 * An item's own reviews. The data files repeat sample texts from item to item; a review is one
 * guest's words about one place, so a text stays with the first item that has it and is
 * dropped from the others (copies gave every villa the same 4.7, docs/catalogue.md).
 */
function ownReviews<R extends { content: string }>(owner: string, reviews: readonly R[]): R[] {
  reviewOwners ??= firstReviewOwners();
  return reviews.filter((review) => reviewOwners!.get(review.content) === owner);
}

/** Timestamps of the fixtures; the database sets its own when seeding. */
const FIXED_TIME = '2025-01-01T00:00:00.000Z';

export type ResortEntry = Resort & { aliases: string[] };

export function catalogueResorts(): ResortEntry[] {
  return resortSources.map((r) => ({
    id: r.id,
    slug: resortSlug(r.name),
    aliases: r.aliases,
    name: r.name,
    subtitle: r.subtitle,
    ...ratingOfReviews(ownReviews(`resorts/${r.id}`, r.reviews)),
    priceLevel: r.priceLevel,
    ...(resortFromNightlyPrices[r.id] ? { fromNightlyPrice: resortFromNightlyPrices[r.id] } : {}),
    location: r.location,
    description: r.description,
    imageUrl: r.imageUrl,
    imageUrls: r.imageUrls,
    amenities: r.amenities,
    highlights: r.highlights,
    locationBenefits: r.locationBenefits,
    features: r.features,
    goodToKnow: r.goodToKnow,
    rooms: r.rooms,
    maxGuests: r.maxGuests,
    isBeachfront: r.isBeachfront,
    isOceanfront: r.isOceanfront,
    googleUrl: r.googleUrl,
    reviews: ownReviews(`resorts/${r.id}`, r.reviews),
    createdAt: FIXED_TIME,
    updatedAt: FIXED_TIME,
  }));
}

/** The CSV's simple records joined with their server records (by villa slug). */
export function catalogueVillas(): VillaDetail[] {
  return parseVillaCsv(villasCsv).map((simple) => {
    const slug = villaSlug(simple.name);
    const record = villaRecords[slug];
    if (!record) throw new Error(`@cabo/data villas.ts has no server record for ${slug}`);
    return villaDetailSchema.parse({
      id: simple.id,
      trackHsId: record.trackHsId,
      name: simple.name,
      description: simple.description,
      bedrooms: record.bedrooms,
      bathrooms: record.bathrooms,
      maxGuests: record.maxGuests,
      amenities: record.amenities,
      imageUrl: simple.imageUrl,
      imageUrls: record.imageUrls,
      pricePerNight: record.pricePerNight,
      seasonRates: record.seasonRates ?? [],
      cleaningFee: villaCleaningFees[slug] ?? '0',
      location: simple.location,
      address: record.address,
      ...ratingOfReviews(ownReviews(`villas/${simple.id}`, record.reviews)),
      latitude: record.latitude,
      longitude: record.longitude,
      lastSyncedAt: FIXED_TIME,
      createdAt: FIXED_TIME,
      updatedAt: FIXED_TIME,
      slug,
      url: simple.url,
      isBeachfront: simple.isBeachfront,
      isOceanfront: simple.isOceanfront,
      reviews: ownReviews(`villas/${simple.id}`, record.reviews),
      goodToKnow: villaGoodToKnow[slug],
    });
  });
}

export function catalogueAdventures(): Adventure[] {
  return withDerivedAdventureFields(adventureSources).map((a) => ({
    id: a.id,
    slug: a.slug,
    url: a.url,
    imageUrl: a.imageUrl,
    title: a.title,
    currentPrice: a.currentPrice,
    ...(a.originalPrice
      ? { originalPrice: a.originalPrice, discount: discountLabel(a.currentPrice, a.originalPrice) }
      : {}),
    duration: a.duration,
    minAge: a.minAge,
    provider: a.provider,
    meetingPoint: a.meetingPoint,
    whatToBring: a.whatToBring,
    cancellationPolicy: a.cancellationPolicy,
    replyTime: a.replyTime,
    ...(a.category ? { category: a.category } : {}),
    ...(a.season ? { season: { ...a.season } } : {}),
    ...ratingOfReviews(ownReviews(`adventures/${a.id}`, a.reviews)),
    description: a.description,
    included: a.included,
    faq: a.faq,
    reviews: ownReviews(`adventures/${a.id}`, a.reviews),
  }));
}

/** Newest first, as GET /api/blog lists them. */
export function catalogueBlogPosts(): BlogPost[] {
  return [...blogPostSources]
    .sort((a, b) => (a.date === b.date ? a.id - b.id : a.date < b.date ? 1 : -1))
    .map((p) => ({ ...p, readTime: readTimeLabel(p.content) }));
}

/**
 * docs/adventures-and-restaurants.md: the 2 fixed restaurants, then the parsed list (deduplicated by the parser).
 * A parsed row naming a fixed restaurant is dropped: the fixed record is the complete one.
 */
export function catalogueRestaurants(): Restaurant[] {
  const fixedNames = new Set(fixedRestaurants.map((r) => r.name.toLowerCase()));
  const parsed = parseRestaurantList(restaurantListText, fixedRestaurants.length + 1).filter(
    (r) => !fixedNames.has(r.name.toLowerCase()),
  );
  return [
    // The list's rating columns are not reviews: a restaurant's figures come from the stored
    // reviews (docs/catalogue.md, "Ratings and reviews"), and the data holds none for them.
    // Bookings today are counted from the table requests the server stores: none in the data.
    ...fixedRestaurants.map((r) => ({ ...r, reviewCount: 0, bookingsToday: 0 })),
    ...parsed.map(({ rating: _rating, ratingLabel: _label, reviewCount: _count, ...r }) => ({
      ...r,
      reviewCount: 0,
      bookingsToday: 0,
      phone: '',
      website: '',
      openTableUrl: '',
      latitude: null,
      longitude: null,
      features: [],
      menu: [],
      availableTimeslots: [],
    })),
  ];
}

export function catalogueEventSources(): EventSource[] {
  return [...eventSources].sort((a, b) => a.dayOffset - b.dayOffset || a.id - b.id);
}

/** Events dated from `windowStart` ('yyyy-MM-dd', the Sunday the 28-day window starts on). */
export function catalogueEvents(windowStart: string): CalendarEvent[] {
  return catalogueEventSources().map(({ dayOffset, ...e }) => ({
    ...e,
    date: addDays(windowStart, dayOffset),
  }));
}

/** A review the catalogue data holds, to seed the reviews table with once (docs/catalogue.md). */
export interface SeedReview {
  kind: ReviewKind;
  /** The item's id as text (a villa's `villa-3`, a resort's `12`). */
  itemId: string;
  author: string;
  rating: number;
  content: string;
  /** yyyy-MM-dd: the first of the data's month. */
  day: string;
  helpful: number;
}

/** Every review of the data files, item by item in their order. */
export function catalogueReviews(): SeedReview[] {
  const of = (
    kind: ReviewKind,
    items: { id: number | string; reviews: VillaDetail['reviews'] }[],
  ): SeedReview[] =>
    items.flatMap((item) =>
      item.reviews.map((r) => {
        const day = reviewDayOfMonth(r.date);
        if (!day) throw new Error(`@cabo/data: review date "${r.date}" is not "Month yyyy"`);
        return {
          kind,
          itemId: String(item.id),
          author: r.author,
          rating: r.rating,
          content: r.content,
          day,
          helpful: r.helpful,
        };
      }),
    );
  return [
    ...of('resorts', catalogueResorts()),
    ...of('villas', catalogueVillas()),
    ...of('adventures', catalogueAdventures()),
  ];
}
