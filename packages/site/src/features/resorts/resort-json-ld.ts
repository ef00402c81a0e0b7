import type { Resort } from '@cabo/contract';
import { absoluteUrl as absolute } from '../../lib/brand.ts';

const feature = (name: string, value: boolean) => ({
  '@type': 'LocationFeatureSpecification',
  name,
  value,
});

/**
 * schema.org Accommodation for a resort page (docs/stays.md): name, description, image,
 * location in Baja California Sur (MX), the features Ocean View and Beach Access, the
 * amenities, rooms, occupancy, price level, rating and review count.
 */
export function resortJsonLd(r: Resort): Record<string, unknown> {
  const fixed = ['Ocean View', 'Beach Access'];
  return {
    '@context': 'https://schema.org',
    '@type': 'Accommodation',
    name: r.name,
    description: r.description,
    image: r.imageUrls.length > 0 ? r.imageUrls.map(absolute) : absolute(r.imageUrl),
    url: absolute(`/resorts/${r.slug}`),
    address: {
      '@type': 'PostalAddress',
      addressLocality: r.location,
      addressRegion: 'Baja California Sur',
      addressCountry: 'MX',
    },
    hasMap: r.googleUrl,
    amenityFeature: [
      feature('Ocean View', true),
      feature('Beach Access', r.isBeachfront),
      ...r.amenities.filter((a) => !fixed.includes(a)).map((a) => feature(a, true)),
    ],
    numberOfRooms: r.rooms,
    occupancy: { '@type': 'QuantitativeValue', maxValue: r.maxGuests, unitText: 'guests' },
    additionalProperty: { '@type': 'PropertyValue', name: 'Price level', value: r.priceLevel },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: Number(r.rating),
      bestRating: 5,
      reviewCount: r.reviewCount,
    },
  };
}

/** schema.org ItemList of the resorts as listed, each linking its page. */
export function resortItemListJsonLd(resorts: readonly Resort[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: 'Luxury Resorts in Cabo San Lucas',
    itemListElement: resorts.map((r, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: absolute(`/resorts/${r.slug}`),
      name: r.name,
    })),
  };
}
