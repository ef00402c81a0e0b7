import type { CalendarEvent } from '@cabo/contract';
import {
  catalogueAdventures,
  catalogueBlogPosts,
  catalogueEvents,
  catalogueResorts,
  catalogueRestaurants,
  catalogueVillas,
  listings,
  weekStart,
} from '@cabo/data';

// The same catalogue the server seeds, built from @cabo/data by the same code, so stories show
// the real content. Resorts keep their alias slugs for lookups only.

const resortEntries = catalogueResorts();
export const mockResorts = resortEntries.map(({ aliases: _aliases, ...resort }) => resort);
export const mockResortAliases = new Map(
  resortEntries.flatMap((r) => r.aliases.map((alias) => [alias, r.id] as const)),
);

export const mockVillaDetails = catalogueVillas();
/** GET /api/villas: exactly the server record (docs/stays.md), no detail-only fields. */
export const mockVillas = mockVillaDetails.map(
  ({
    slug: _slug,
    url: _url,
    isBeachfront: _b,
    isOceanfront: _o,
    reviews: _reviews,
    goodToKnow: _goodToKnow,
    ...record
  }) => record,
);

export const mockAdventures = catalogueAdventures();
export const mockBlogPosts = catalogueBlogPosts();
export const mockBlogPostSummaries = mockBlogPosts.map(({ content: _content, ...post }) => post);
/**
 * As the server counts them from today's table requests: the first restaurant is popular
 * (above 20), the second is not; the others have none.
 */
const mockBookingsToday: readonly number[] = [34, 18];
export const mockRestaurants = catalogueRestaurants().map((r, i) => ({
  ...r,
  bookingsToday: mockBookingsToday[i] ?? 0,
}));
/** The real estate page's listings, as the server seeds them (all published). */
export const mockRealEstateListings = listings;

/** Events dated from `from` ('yyyy-MM-dd'), or from this week's Sunday as the server does. */
export function mockEvents(from?: string): CalendarEvent[] {
  return catalogueEvents(from ?? weekStart(new Date()));
}
