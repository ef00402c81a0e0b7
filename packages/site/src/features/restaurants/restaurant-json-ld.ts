import type { Restaurant } from '@cabo/contract';
import { dayOpenings } from '@cabo/data/restaurants-hours';
import { absoluteUrl } from '../../lib/brand.ts';

const clock = (minutes: number) => {
  const inDay = minutes % (24 * 60);
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
};

/** schema.org Restaurant (docs/adventures-and-restaurants.md): region Baja California Sur, MX, postal code 23454. */
export function restaurantJsonLd(r: Restaurant): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: r.name,
    description: r.description,
    image: absoluteUrl(r.imageUrl),
    url: absoluteUrl(`/restaurants/${r.id}`),
    address: {
      '@type': 'PostalAddress',
      streetAddress: r.address,
      addressLocality: r.location,
      addressRegion: 'Baja California Sur',
      postalCode: '23454',
      addressCountry: 'MX',
    },
    ...(r.latitude !== null && r.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: r.latitude, longitude: r.longitude } }
      : {}),
    ...(r.phone ? { telephone: r.phone } : {}),
    priceRange: r.priceRange,
    servesCuisine: r.cuisine,
    openingHoursSpecification: Object.entries(r.hours).flatMap(([day, text]) =>
      dayOpenings(text).map((o) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: day,
        opens: clock(o.start),
        closes: clock(o.end),
      })),
    ),
    // Only with stored, published reviews (docs/catalogue.md, "Ratings and reviews").
    ...(r.rating !== undefined && r.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: r.rating,
            bestRating: 5,
            reviewCount: r.reviewCount,
          },
        }
      : {}),
  };
}

/** schema.org ItemList of the restaurants as listed, each linking its page. */
export function restaurantItemListJsonLd(
  restaurants: readonly Restaurant[],
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: 'Restaurants in Los Cabos',
    itemListElement: restaurants.map((r, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: absoluteUrl(`/restaurants/${r.id}`),
      name: r.name,
    })),
  };
}
