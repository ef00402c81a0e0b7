import type { Restaurant } from '@cabo/contract';
import { catalogueRestaurants } from '@cabo/data';
import { describe, expect, it } from 'vitest';
import { cuisinesOf, filterRestaurants, restaurantListQuery } from './restaurant-list.ts';

// Bookings today as the server counts them, varied so the popular sort has work to do.
const all = catalogueRestaurants().map((r, i) => ({ ...r, bookingsToday: (i * 7) % 30 }));
const filtersFromSearch = restaurantListQuery.parse;
const searchFromFilters = restaurantListQuery.format;
const defaults = filtersFromSearch('');
const names = (list: Restaurant[]) => list.map((r) => r.name);

describe('the restaurant list (docs/adventures-and-restaurants.md)', () => {
  it('defaults to Most Popular: bookings today, descending', () => {
    const list = filterRestaurants(all, defaults, null);
    expect(list).toHaveLength(all.length);
    const counts = list.map((r) => r.bookingsToday);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  // Figures come from stored reviews; the data holds none, so some are given here.
  const reviewed = all.map((r, i) =>
    i % 3 === 0 ? r : { ...r, rating: 3 + (i % 20) / 10, reviewCount: (i * 7) % 40 },
  );
  it.each([
    ['rating', 'rating'],
    ['reviews', 'reviewCount'],
  ] as const)('sorts %s descending, those without reviews last', (sort, key) => {
    const list = filterRestaurants(reviewed, { ...defaults, sort }, null);
    const values = list.map((r) => r[key] ?? 0);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(list.at(-1)!.rating).toBeUndefined();
  });

  it('sorts Name A-Z ignoring case', () => {
    const list = names(filterRestaurants(all, { ...defaults, sort: 'name' }, null));
    expect(list).toEqual([...list].sort((a, b) => a.localeCompare(b, 'en')));
    expect(list[0]).toBe('Acre');
  });

  it('sorts a missing value as 0', () => {
    const missing = { ...all[0], bookingsToday: undefined } as unknown as Restaurant;
    const list = filterRestaurants([missing, all[1] as Restaurant], defaults, null);
    expect(list[1]).toBe(missing);
  });

  it('searches names case-insensitively and combines with cuisine and price', () => {
    expect(names(filterRestaurants(all, { ...defaults, search: 'NICK' }, null))).toEqual([
      'Nick-San',
    ]);
    const mexicanModerate = filterRestaurants(
      all,
      { ...defaults, cuisine: 'Mexican', price: '$$' },
      null,
    );
    expect(mexicanModerate.length).toBeGreaterThan(0);
    expect(mexicanModerate.every((r) => r.cuisine === 'Mexican' && r.priceRange === '$$')).toBe(
      true,
    );
  });

  it('open now keeps the restaurants open at that instant in Los Cabos', () => {
    // Monday 10:00 AM in Los Cabos (UTC-7): only the all-day places are open.
    const mondayMorning = new Date('2026-03-09T10:00:00-07:00');
    const open = names(filterRestaurants(all, { ...defaults, openNow: true }, mondayMorning));
    expect([...open].sort()).toEqual(['Tacos Gardenias', 'The Office on the Beach']);
    // Without the clock nothing is filtered out.
    expect(filterRestaurants(all, { ...defaults, openNow: true }, null)).toHaveLength(all.length);
  });

  it('round-trips the filters through the URL, leaving defaults out', () => {
    expect(searchFromFilters(defaults)).toBe('');
    const filters = {
      search: 'taco',
      cuisine: 'Mexican',
      price: '$',
      sort: 'name',
      openNow: true,
    } as const;
    expect(filtersFromSearch(searchFromFilters(filters))).toEqual(filters);
    expect(filtersFromSearch('sort=nonsense').sort).toBe('popular');
    expect(filtersFromSearch('price=$$$$$$&open=yes')).toEqual(defaults);
  });

  it('sorts by price range both ways', () => {
    const up = filterRestaurants(all, { ...defaults, sort: 'price-asc' }, null);
    const lengths = up.map((r) => r.priceRange.length);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    const down = filterRestaurants(all, { ...defaults, sort: 'price-desc' }, null);
    expect(down[0]!.priceRange).toBe('$$$$');
  });

  it('lists each cuisine once, alphabetically', () => {
    const cuisines = cuisinesOf(all);
    expect(new Set(cuisines).size).toBe(cuisines.length);
    expect(cuisines).toContain('Seafood');
  });
});
