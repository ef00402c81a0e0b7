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
  /** The item's price as a number (a nightly rate, a price level's length). */
  price: (item: T) => number;
  /** The item's rating from its published reviews; undefined when it has none. */
  rating: (item: T) => number | undefined;
}

/**
 * The items in the chosen order, as a new array. Ties keep the list's own order (the sort is
 * stable); by rating, the most reviewed first among equals and unrated items last.
 */
export function sortList<T extends { reviewCount?: number }>(
  items: readonly T[],
  sort: ListSort,
  keys: ListSortKeys<T>,
): T[] {
  const copy = [...items];
  if (sort === 'price-asc') return copy.sort((a, b) => keys.price(a) - keys.price(b));
  if (sort === 'price-desc') return copy.sort((a, b) => keys.price(b) - keys.price(a));
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
