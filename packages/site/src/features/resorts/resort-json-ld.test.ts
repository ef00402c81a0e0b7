import { catalogueResorts } from '@cabo/data';
import { describe, expect, it } from 'vitest';
import { resortItemListJsonLd, resortJsonLd } from './resort-json-ld.ts';

const casaDorada = catalogueResorts().find((r) => r.id === 2)!;
const waldorf = catalogueResorts().find((r) => r.id === 1)!;

describe('resort structured data (docs/stays.md)', () => {
  it('is an Accommodation in Baja California Sur, MX, with its rating and rooms', () => {
    const ld = resortJsonLd(casaDorada);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Accommodation',
      name: 'Casa Dorada Los Cabos Resort & Spa',
      description: casaDorada.description,
      address: {
        addressLocality: 'CABO SAN LUCAS',
        addressRegion: 'Baja California Sur',
        addressCountry: 'MX',
      },
      numberOfRooms: casaDorada.rooms,
      // The mean of its stored reviews (docs/catalogue.md, "Ratings and reviews").
      aggregateRating: { ratingValue: casaDorada.rating, reviewCount: casaDorada.reviewCount },
      additionalProperty: { name: 'Price level', value: '$$$$' },
    });
    expect(String(ld.url)).toMatch(/\/resorts\/casa-dorada-los-cabos-resort-spa$/);
  });

  it('claims no rating for a resort without published reviews', () => {
    const { rating: _r, ...unrated } = { ...casaDorada, reviewCount: 0, reviews: [] };
    expect(resortJsonLd(unrated)).not.toHaveProperty('aggregateRating');
  });

  it('names Ocean View and Beach Access (true only on the beach), then the amenities once', () => {
    const names = (ld: Record<string, unknown>) =>
      (ld.amenityFeature as { name: string; value: boolean }[]).map((f) => [f.name, f.value]);
    expect(names(resortJsonLd(casaDorada)).slice(0, 2)).toEqual([
      ['Ocean View', true],
      ['Beach Access', true],
    ]);
    const waldorfFeatures = names(resortJsonLd(waldorf));
    expect(waldorfFeatures[1]).toEqual(['Beach Access', false]);
    // Waldorf lists Ocean View among its amenities: not repeated.
    expect(waldorfFeatures.filter(([n]) => n === 'Ocean View')).toHaveLength(1);
    expect(waldorfFeatures).toContainEqual(['Kids Club', true]);
  });

  it('lists the resorts in order', () => {
    const list = resortItemListJsonLd([casaDorada, waldorf]);
    expect(list.itemListElement).toMatchObject([
      { position: 1, name: casaDorada.name },
      { position: 2, name: waldorf.name },
    ]);
  });
});
