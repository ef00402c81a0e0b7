// The site search (docs/catalogue.md, "Site search"): the server builds a MiniSearch index
// with these options and serves it serialized; the search dialog loads it with the same
// options, so terms are folded, weighed and matched the same way on both sides. No zod here:
// the search's chunk should not carry the schema library.

/**
 * What a search result is, in the order its groups are listed: the site's own pages first (a
 * visitor typing "wedding" most likely wants the weddings page), then the catalogue.
 */
export const searchKinds = [
  'Pages',
  'Villas',
  'Resorts',
  'Adventures',
  'Restaurants',
  'Posts',
  'Events',
  'Real estate',
] as const;
export type SearchKind = (typeof searchKinds)[number];

/** One searchable thing: a published catalogue item or one of the site's own pages. */
export interface SearchDocument {
  /** Unique across kinds, e.g. `villas:villa-bellissima`. */
  id: string;
  kind: SearchKind;
  title: string;
  /** The site path a result opens. */
  url: string;
  /** A small picture (the cover's narrowest variant, or the item's drawn art). */
  thumbnail?: string;
  /** As the item's card writes it: '$ 3,850 per night', '$104 USD', '$$$'. */
  price?: string;
  /** Location, category, cuisine, duration: searched and shown under the title. */
  tags?: string;
  /** The description: searched, not shown. */
  text?: string;
}

/** What a result carries back from the index (everything but the searched-only text). */
export type SearchHit = Omit<SearchDocument, 'text'>;

const storedFields = ['kind', 'title', 'url', 'thumbnail', 'price', 'tags'] as const;

/**
 * Lower case, accents folded (é -> e, ñ -> n), so "cafe" finds "Café" and "pena" finds
 * "Peña". Index and query both go through it.
 */
export function foldSearchTerm(term: string): string {
  return term
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * One edit for words of three letters or more (so "wale" finds "whale"); none below, where
 * one edit matches almost anything.
 */
function fuzzyDistance(term: string): number | boolean {
  return term.length >= 3 ? 1 : false;
}

/**
 * MiniSearch's options, the same to build the index (server) and to load and query it (site).
 * Structurally typed, so the contract need not depend on MiniSearch.
 */
export const searchIndexOptions = {
  idField: 'id',
  fields: ['title', 'tags', 'text'],
  storeFields: [...storedFields],
  processTerm: foldSearchTerm,
  searchOptions: {
    prefix: true,
    fuzzy: fuzzyDistance,
    maxFuzzy: 1,
    boost: { title: 4, tags: 2, text: 1 },
    // Every word must match, as a visitor narrowing a search expects.
    combineWith: 'AND' as const,
  },
};

/** Results of one kind, best first. */
export interface SearchGroup {
  kind: SearchKind;
  hits: SearchHit[];
}

/**
 * A hit scoring under this share of the best one is left out: a word one letter off another
 * ("wale" is also "walk" and "sale") or mentioned once in a description would otherwise
 * crowd out what the visitor meant.
 */
export const SEARCH_RELATIVE_CUTOFF = 0.25;

/**
 * Ranked hits (best first) grouped by kind, in `searchKinds` order; each group keeps at most
 * `perKind` hits in rank order, none far below the best (`SEARCH_RELATIVE_CUTOFF`).
 */
export function groupSearchHits(
  hits: readonly (SearchHit & { score?: number })[],
  perKind = 5,
): SearchGroup[] {
  const best = Math.max(0, ...hits.map((hit) => hit.score ?? 0));
  const kept = hits.filter((hit) => (hit.score ?? best) >= best * SEARCH_RELATIVE_CUTOFF);
  return searchKinds
    .map((kind) => ({ kind, hits: kept.filter((hit) => hit.kind === kind).slice(0, perKind) }))
    .filter((group) => group.hits.length > 0);
}
