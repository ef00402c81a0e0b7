import { describe, expect, it } from 'vitest';
import { searchSite, type SearchEntry } from './searchEntries.ts';

const entries: SearchEntry[] = [
  {
    kind: 'Posts',
    title: 'Top 10 Hidden Beaches in Cabo',
    href: '/blog/top-10-hidden-beaches-cabo',
  },
  {
    kind: 'Resorts',
    title: 'Waldorf Astoria Los Cabos Pedregal',
    href: '/resorts/w',
    detail: 'CABO SAN LUCAS',
  },
  { kind: 'Restaurants', title: 'Manta', href: '/restaurants/1', detail: 'Contemporary Mexican' },
  { kind: 'Villas', title: 'Villa Bellissima', href: '/villas/b', detail: 'Pedregal' },
  { kind: 'Resorts', title: 'Las Ventanas al Paraíso', href: '/resorts/v', detail: 'CORRIDOR' },
];

describe('searchSite', () => {
  it('finds entries whose title or detail contain every word, grouped in kind order', () => {
    expect(searchSite(entries, 'pedregal')).toEqual([
      { kind: 'Resorts', entries: [entries[1]] },
      { kind: 'Villas', entries: [entries[3]] },
    ]);
    expect(searchSite(entries, 'cabo beaches').map((g) => g.kind)).toEqual(['Posts']);
  });

  it('ignores case and accents', () => {
    expect(searchSite(entries, 'PARAISO')[0]?.entries[0]?.title).toBe('Las Ventanas al Paraíso');
    expect(searchSite(entries, 'méxican')[0]?.entries[0]?.title).toBe('Manta');
  });

  it('returns nothing for a blank query or no match, and caps each kind', () => {
    expect(searchSite(entries, '   ')).toEqual([]);
    expect(searchSite(entries, 'zzz')).toEqual([]);
    expect(searchSite(entries, 'a', 1).every((g) => g.entries.length === 1)).toBe(true);
  });
});
