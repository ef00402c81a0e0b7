import { catalogueRestaurants } from '@cabo/data';
import { describe, expect, it } from 'vitest';
import { restaurantItemListJsonLd, restaurantJsonLd } from './restaurant-json-ld.ts';

const [farallon, flora] = catalogueRestaurants();

describe('restaurant structured data (docs/adventures-and-restaurants.md)', () => {
  it('is a Restaurant in Baja California Sur, MX, postal code 23454', () => {
    const ld = restaurantJsonLd(farallon!);
    expect(ld).toMatchObject({
      '@type': 'Restaurant',
      name: 'El Farallón',
      priceRange: '$$$$',
      servesCuisine: 'Seafood',
      address: { addressRegion: 'Baja California Sur', addressCountry: 'MX', postalCode: '23454' },
      geo: { latitude: 22.8715, longitude: -109.9259 },
    });
    // No stored reviews in the data: no rating claimed (docs/catalogue.md).
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(restaurantJsonLd({ ...farallon!, rating: 4.5, reviewCount: 2 })).toMatchObject({
      aggregateRating: { ratingValue: 4.5, bestRating: 5, reviewCount: 2 },
    });
    expect(String(ld.image)).toMatch(/^https?:\/\/.+\/images\/restaurants\/el-farallon\.svg$/);
  });

  it('lists opening hours per open day in 24-hour time, closed days left out', () => {
    const hours = restaurantJsonLd(flora!).openingHoursSpecification as { dayOfWeek: string }[];
    expect(hours.map((h) => h.dayOfWeek)).not.toContain('Monday');
    expect(hours).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'Sunday',
      opens: '09:00',
      closes: '16:00',
    });
  });

  it('the list names each restaurant in order with its page', () => {
    const ld = restaurantItemListJsonLd([farallon!, flora!]);
    expect(ld.itemListElement).toEqual([
      expect.objectContaining({
        position: 1,
        name: 'El Farallón',
        url: expect.stringMatching(/\/restaurants\/1$/),
      }),
      expect.objectContaining({ position: 2, url: expect.stringMatching(/\/restaurants\/2$/) }),
    ]);
  });
});
