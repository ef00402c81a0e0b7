import { catalogueVillas } from '@cabo/data';
import { villaBaseAmenities } from '@cabo/data/villas';
import { describe, expect, it } from 'vitest';
import { villaJsonLd } from './villa-json-ld.ts';

const bySlug = (slug: string) => catalogueVillas().find((v) => v.slug === slug)!;
const bellissima = bySlug('villa-bellissima');
const amanecer = bySlug('villa-amanecer');

describe('villa structured data (docs/stays.md)', () => {
  it('is an Accommodation in Baja California Sur, MX, with its rooms and guests', () => {
    const ld = villaJsonLd(bellissima, bellissima.amenities);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': ['Accommodation', 'Product'],
      name: 'Villa Bellissima',
      description: bellissima.description,
      // "Pedregal Oceanfront, Cabo San Lucas": the town is the last part.
      address: {
        addressLocality: 'Cabo San Lucas',
        addressRegion: 'Baja California Sur',
        addressCountry: 'MX',
      },
      geo: { latitude: 22.8721, longitude: -109.9247 },
      numberOfBedrooms: 6,
      numberOfBathroomsTotal: 7,
      occupancy: { maxValue: 14 },
    });
    // The page shows a fixed 5.0, not an average of reviews: no rating is claimed.
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(String(ld.url)).toMatch(/^https?:\/\/.+\/villas\/villa-bellissima$/);
    expect(villaJsonLd(amanecer, []).address).toMatchObject({
      addressLocality: 'Tourist Corridor',
    });
  });

  it('offers a lease at the price per night in USD', () => {
    expect(villaJsonLd({ ...bellissima, seasonRates: [] }, []).offers).toMatchObject({
      '@type': 'Offer',
      businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
      priceSpecification: { price: 3850, priceCurrency: 'USD', unitCode: 'DAY' },
    });
  });

  it('adds each season rate as a price valid over its nights', () => {
    const ld = villaJsonLd(
      {
        ...bellissima,
        seasonRates: [
          { name: 'Holidays', start: '2026-12-19', end: '2027-01-02', pricePerNight: '5200' },
        ],
      },
      [],
    );
    expect((ld.offers as { priceSpecification: unknown }).priceSpecification).toEqual([
      { '@type': 'UnitPriceSpecification', price: 3850, priceCurrency: 'USD', unitCode: 'DAY' },
      {
        '@type': 'UnitPriceSpecification',
        price: 5200,
        priceCurrency: 'USD',
        unitCode: 'DAY',
        name: 'Holidays',
        validFrom: '2026-12-19',
        validThrough: '2027-01-02',
      },
    ]);
  });

  it('names every picture of the gallery by its absolute URL', () => {
    const images = villaJsonLd(bellissima, []).image as string[];
    expect(images).toHaveLength(4);
    expect(images[0]).toMatch(/^https?:\/\/.+\/images\/villas\/villa-bellissima\.svg$/);
    expect(images[3]).toMatch(/\/images\/villas\/villa-bellissima-4\.svg$/);
  });

  it('lists the amenities it is given, each as a feature the villa has', () => {
    const shown = [...villaBaseAmenities, 'Infinity Pool', 'Home Theater'];
    const features = villaJsonLd(bellissima, shown).amenityFeature as {
      name: string;
      value: boolean;
    }[];
    expect(features.map((f) => f.name)).toEqual(shown);
    expect(features.every((f) => f.value)).toBe(true);
  });

  it('leaves out the offer without a price', () => {
    const ld = villaJsonLd({ ...bellissima, pricePerNight: '' }, []);
    expect(ld).not.toHaveProperty('offers');
  });
});
