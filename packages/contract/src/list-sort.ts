// Zod-free (like plain.ts): the list pages import these, and zod stays out of their chunks.

/**
 * The orders a catalogue list offers (docs/catalogue.md, "Lists"): the list's own order
 * ('recommended', the default, left out of the URL), price both ways and rating.
 */
export const listSorts = ['recommended', 'price-asc', 'price-desc', 'rating'] as const;
export type ListSort = (typeof listSorts)[number];

/** The sort menu's labels, in the menu's order. */
export const listSortLabels: Record<ListSort, string> = {
  recommended: 'Recommended',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Highest rated',
};

export interface ListSortKeys<T> {
  /** The item's price as a number (a nightly rate, a tour's price); undefined: none, last. */
  price: (item: T) => number | undefined;
  /** The item's rating from its published reviews; undefined when it has none. */
  rating: (item: T) => number | undefined;
}

/**
 * The items in the chosen order, as a new array. Ties keep the list's own order (the sort is
 * stable); items without a price sort last both ways; by rating, the most reviewed first
 * among equals and unrated items last.
 */
export function sortList<T extends { reviewCount?: number }>(
  items: readonly T[],
  sort: ListSort,
  keys: ListSortKeys<T>,
): T[] {
  const copy = [...items];
  if (sort === 'price-asc' || sort === 'price-desc') {
    const sign = sort === 'price-asc' ? 1 : -1;
    return copy.sort((a, b) => {
      const pa = keys.price(a);
      const pb = keys.price(b);
      if (pa === undefined || pb === undefined) return pa === pb ? 0 : pa === undefined ? 1 : -1;
      return sign * (pa - pb);
    });
  }
  if (sort === 'rating') {
    return copy.sort((a, b) => {
      const ra = keys.rating(a);
      const rb = keys.rating(b);
      if (ra === undefined || rb === undefined) return ra === rb ? 0 : ra === undefined ? 1 : -1;
      return rb - ra || (b.reviewCount ?? 0) - (a.reviewCount ?? 0);
    });
  }
  return copy;
}
