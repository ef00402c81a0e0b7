// Place names of Los Cabos without zod (docs/catalogue.md, "Locations"): the villa list's
// location filter and the content schemas both read them.

/**
 * The places of Los Cabos, spelled one way everywhere (docs/catalogue.md, "Locations"): a
 * location that names one in any case, with or without its accents, is stored with this
 * spelling, so a list's location filter offers each place once.
 */
export const caboPlaces = [
  'San José del Cabo',
  'Cabo San Lucas',
  'Tourist Corridor',
  'Puerto Los Cabos',
  'Médano',
  'Migriño',
  'Todos Santos',
] as const;

/** A place name compared without case, accents or repeated spaces. */
export const placeKey = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

const ACCENTED: Record<string, string> = { a: 'aá', e: 'eé', i: 'ií', o: 'oó', u: 'uúü', n: 'nñ' };
// Built on first use: a page that imports this module without normalising anything (its
// bundle keeps what it does not call) pays nothing at start-up.
let placePatterns: { place: string; pattern: RegExp }[] | undefined;
const patternsOfPlaces = () =>
  (placePatterns ??= caboPlaces.map((place) => {
    const letters = [...placeKey(place)].map((c) =>
      c === ' ' ? '\\s+' : ACCENTED[c] ? `[${ACCENTED[c]}]` : c,
    );
    return { place, pattern: new RegExp(`(?<![\\p{L}])${letters.join('')}(?![\\p{L}])`, 'giu') };
  }));

/**
 * A location with every place it names in our spelling ('Palmilla, San Jose del Cabo' reads
 * 'Palmilla, San José del Cabo'); an all-capitals location stays in capitals (the resorts').
 */
export function normalizePlaceNames(location: string): string {
  const text = location.trim().replace(/\s+/g, ' ');
  const upper = text === text.toUpperCase() && text !== text.toLowerCase();
  return patternsOfPlaces().reduce(
    (out, { place, pattern }) => out.replace(pattern, () => (upper ? place.toUpperCase() : place)),
    text,
  );
}

/** The place a location names last ('Pedregal Oceanfront, Cabo San Lucas' → 'Cabo San Lucas'). */
export const locationPlace = (location: string): string =>
  normalizePlaceNames(location.split(',').at(-1) ?? '');
