import { locationPlace, type VillaDetail } from '@cabo/contract';
import { accommodationJsonLd, locationFeature } from '../../lib/accommodation-json-ld.ts';
import { absoluteUrl } from '../../lib/brand.ts';

/**
 * schema.org for a villa page (docs/stays.md). An Accommodation, not a VacationRental: Google
 * wants 8 photos and 5-decimal coordinates for that, and a villa has 4 and 4. It is also a
 * Product, schema.org's way for an accommodation to carry its rate as an Offer (a lease, USD
 * per night). `amenities` is the list the page shows (the base list merged with the villa's).
 * Season rates (docs/stays.md) follow the villa's own rate as price specifications valid from
 * a season's first night through its last. No aggregate rating: the site manages
 * this villa, and ratings of a site's own offers are not marked up (docs/catalogue.md).
 */
export function villaJsonLd(v: VillaDetail, amenities: readonly string[]): Record<string, unknown> {
  const perNight = Number(v.pricePerNight);
  const path = `/villas/${v.slug}`;
  // UN/CEFACT "DAY": per night.
  const nightly = (price: number) =>
    ({ '@type': 'UnitPriceSpecification', price, priceCurrency: 'USD', unitCode: 'DAY' }) as const;
  const seasons = (v.seasonRates ?? []).map((s) => ({
    ...nightly(Number(s.pricePerNight)),
    name: s.name,
    validFrom: s.start,
    validThrough: s.end,
  }));
  return {
    ...accommodationJsonLd({
      name: v.name,
      description: v.description,
      path,
      imageUrl: v.imageUrl,
      imageUrls: v.imageUrls,
      locality: locationPlace(v.location),
      amenityFeature: amenities.map((a) => locationFeature(a)),
      maxGuests: v.maxGuests,
    }),
    '@type': ['Accommodation', 'Product'],
    geo: { '@type': 'GeoCoordinates', latitude: v.latitude, longitude: v.longitude },
    numberOfBedrooms: v.bedrooms,
    numberOfBathroomsTotal: v.bathrooms,
    ...(perNight > 0
      ? {
          offers: {
            '@type': 'Offer',
            url: absoluteUrl(path),
            businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
            priceSpecification: seasons.length
              ? [nightly(perNight), ...seasons]
              : nightly(perNight),
          },
        }
      : {}),
  };
}
