export type SearchKind = 'Resorts' | 'Villas' | 'Adventures' | 'Restaurants' | 'Posts';

export interface SearchEntry {
  kind: SearchKind;
  title: string;
  href: string;
  /** Extra text that is searched and shown under the title (location, cuisine…). */
  detail?: string;
}

export const searchKinds: SearchKind[] = [
  'Resorts',
  'Villas',
  'Adventures',
  'Restaurants',
  'Posts',
];

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * Entries whose title or detail contain every word of the query (case and accents ignored),
 * grouped by kind in a fixed order, at most `perKind` each.
 */
export function searchSite(entries: SearchEntry[], query: string, perKind = 5) {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const matches = entries.filter((e) => {
    const text = fold(`${e.title} ${e.detail ?? ''}`);
    return words.every((w) => text.includes(w));
  });
  return searchKinds
    .map((kind) => ({ kind, entries: matches.filter((e) => e.kind === kind).slice(0, perKind) }))
    .filter((group) => group.entries.length > 0);
}
