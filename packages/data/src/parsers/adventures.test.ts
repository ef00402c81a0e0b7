import { describe, expect, it } from 'vitest';
import { withDerivedAdventureFields } from './adventures.ts';

describe('withDerivedAdventureFields', () => {
  it('adds id from 1, slug and category from the title', () => {
    const result = withDerivedAdventureFields([
      { title: 'Luxury Cabo Sailing', duration: '3 hours', extra: 1 },
      { title: 'Tequila Tasting', duration: '2 hours', extra: 2 },
    ]);
    expect(result).toEqual([
      {
        title: 'Luxury Cabo Sailing',
        duration: '3 hours',
        extra: 1,
        id: 1,
        slug: 'luxury-sailing',
        category: 'luxury',
      },
      {
        title: 'Tequila Tasting',
        duration: '2 hours',
        extra: 2,
        id: 2,
        slug: 'tequila-tasting',
        category: undefined,
      },
    ]);
  });

  it('refuses two titles that give the same slug', () => {
    expect(() =>
      withDerivedAdventureFields([
        { title: 'Cabo Snorkel Tour Deluxe', duration: '' },
        { title: 'Snorkel Tour Deluxe Plus', duration: '' },
      ]),
    ).toThrow(/snorkel-tour-deluxe/);
  });
});
