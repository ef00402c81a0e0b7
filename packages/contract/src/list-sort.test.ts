import { describe, expect, it } from 'vitest';
import { noResortFilters, resortsShown, sortList, type ListSort } from './index.ts';

type Item = { name: string; price: number; rating?: number; reviewCount: number };
const items: Item[] = [
  { name: 'A', price: 300, rating: 4.2, reviewCount: 3 },
  { name: 'B', price: 100, reviewCount: 0 },
  { name: 'C', price: 200, rating: 4.8, reviewCount: 1 },
  { name: 'D', price: 100, rating: 4.8, reviewCount: 5 },
];
const order = (sort: ListSort) =>
  sortList(items, sort, { price: (i) => i.price, rating: (i) => i.rating }).map((i) => i.name);

describe('sortList (docs/catalogue.md, "Lists")', () => {
  it('keeps the list order for the default', () => {
    expect(order('recommended')).toEqual(['A', 'B', 'C', 'D']);
  });
  it('orders by price both ways, ties in list order', () => {
    expect(order('price-asc')).toEqual(['B', 'D', 'C', 'A']);
    expect(order('price-desc')).toEqual(['A', 'C', 'B', 'D']);
  });
  it('orders by rating, the most reviewed first among equals, unrated last', () => {
    expect(order('rating')).toEqual(['D', 'C', 'A', 'B']);
  });
  it('puts items without a price last, both ways', () => {
    const priced = (i: Item) => (i.name === 'C' ? undefined : i.price);
    const by = (sort: ListSort) =>
      sortList(items, sort, { price: priced, rating: (i) => i.rating }).map((i) => i.name);
    expect(by('price-asc')).toEqual(['B', 'D', 'A', 'C']);
    expect(by('price-desc')).toEqual(['A', 'B', 'D', 'C']);
  });
  it('leaves the given array alone', () => {
    order('price-asc');
    expect(items.map((i) => i.name)).toEqual(['A', 'B', 'C', 'D']);
  });
});

describe('resortsShown', () => {
  const resorts = [
    { name: 'Five', location: 'CORRIDOR' as const, priceLevel: '$$$$$' as const, reviewCount: 0 },
    {
      name: 'Four',
      location: 'CABO SAN LUCAS' as const,
      priceLevel: '$$$$' as const,
      fromNightlyPrice: '1450',
      rating: 4.5,
      reviewCount: 2,
    },
    {
      name: 'Other',
      location: 'CABO SAN LUCAS' as const,
      priceLevel: '$$$$$' as const,
      fromNightlyPrice: '620',
      rating: 4.9,
      reviewCount: 1,
    },
  ];
  it('filters, then sorts by the from price, resorts without one last both ways', () => {
    const up = resortsShown(resorts, { ...noResortFilters, sort: 'price-asc' });
    expect(up.map((r) => r.name)).toEqual(['Other', 'Four', 'Five']);
    const down = resortsShown(resorts, { ...noResortFilters, sort: 'price-desc' });
    expect(down.map((r) => r.name)).toEqual(['Four', 'Other', 'Five']);
    const cabo = resortsShown(resorts, {
      ...noResortFilters,
      location: 'CABO SAN LUCAS' as const,
      sort: 'rating',
    });
    expect(cabo.map((r) => r.name)).toEqual(['Other', 'Four']);
  });
});
