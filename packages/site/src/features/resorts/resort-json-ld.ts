import type { Resort } from '@cabo/contract';
import { accommodationJsonLd, locationFeature } from '../../lib/accommodation-json-ld.ts';
import { absoluteUrl as absolute } from '../../lib/brand.ts';

/**
 * schema.org Accommodation for a resort page (docs/stays.md): name, description, image,
 * location in Baja California Sur (MX), the features Ocean View and Beach Access, the
 * amenities, rooms, occupancy, price level, rating and review count.
 */
export function resortJsonLd(r: Resort): Record<string, unknown> {
  const fixed = ['Ocean View', 'Beach Access'];
  return {
    ...accommodationJsonLd({
      name: r.name,
      description: r.description,
      path: `/resorts/${r.slug}`,
      imageUrl: r.imageUrl,
      imageUrls: r.imageUrls,
      locality: r.location,
      amenityFeature: [
        locationFeature('Ocean View'),
        locationFeature('Beach Access', r.isBeachfront),
        ...r.amenities.filter((a) => !fixed.includes(a)).map((a) => locationFeature(a)),
      ],
      maxGuests: r.maxGuests,
      // A resort is a business the site lists: its visitors' reviews may be marked up.
      ...(r.rating !== undefined && r.reviewCount > 0
        ? { rating: { value: r.rating, reviewCount: r.reviewCount } }
        : {}),
    }),
    hasMap: r.googleUrl,
    numberOfRooms: r.rooms,
    additionalProperty: { '@type': 'PropertyValue', name: 'Price level', value: r.priceLevel },
  };
}

/** schema.org ItemList of the resorts as listed, each linking its page. */
export function resortItemListJsonLd(
  resorts: readonly Pick<Resort, 'slug' | 'name'>[],
): Record<string, unknown> {
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
