import { absoluteUrl } from './brand.ts';

/** A feature of a place: an amenity it has (or, with false, lacks). */
export const locationFeature = (name: string, value = true) => ({
  '@type': 'LocationFeatureSpecification',
  name,
  value,
});

/** What a resort page and a villa page both say about the place (docs/stays.md). */
export interface AccommodationFacts {
  name: string;
  description: string;
  /** The page's path, e.g. "/resorts/waldorf-astoria-los-cabos-pedregal". */
  path: string;
  imageUrl: string;
  /** The gallery; without one, the single picture stands for it. */
  imageUrls: readonly string[];
  /** The town or area; the region is always Baja California Sur, MX. */
  locality: string;
  amenityFeature: readonly ReturnType<typeof locationFeature>[];
  maxGuests: number;
  /** Out of 5; left out of the data when there is none. */
  rating?: { value: number; reviewCount: number };
}

/**
 * The schema.org Accommodation shared by the stay pages: name, description, images and
 * page as absolute URLs, the address in Baja California Sur (MX), amenities, guest maximum
 * and rating. Each page adds its own facts (rooms, price) to it.
 */
export function accommodationJsonLd(a: AccommodationFacts): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Accommodation',
    name: a.name,
    description: a.description,
    image: a.imageUrls.length > 0 ? a.imageUrls.map(absoluteUrl) : absoluteUrl(a.imageUrl),
    url: absoluteUrl(a.path),
    address: {
      '@type': 'PostalAddress',
      addressLocality: a.locality,
      addressRegion: 'Baja California Sur',
      addressCountry: 'MX',
    },
    amenityFeature: a.amenityFeature,
    occupancy: { '@type': 'QuantitativeValue', maxValue: a.maxGuests, unitText: 'guests' },
    ...(a.rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: a.rating.value,
            bestRating: 5,
            reviewCount: a.rating.reviewCount,
          },
        }
      : {}),
  };
}
