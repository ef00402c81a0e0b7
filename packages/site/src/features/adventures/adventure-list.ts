import {
  adventureCategories,
  priceAmount,
  sortList,
  type Adventure,
  type AdventureCategory,
  type ListSort,
} from '@cabo/contract';
import { listQuery, oneOfField, pageField, sortField } from '../../lib/listQuery.ts';

/** Spec: 12 adventures per page. */
export const ADVENTURES_PER_PAGE = 12;

export interface AdventureFilters {
  category: AdventureCategory | 'all';
  sort: ListSort;
  page: number;
}

/**
 * The adventures list's state in the URL (docs/adventures-and-restaurants.md):
 * ?category=&sort=&page=, defaults left out, so a shared or reloaded link shows the same
 * list, rendered by the server. Any other choice goes back to page 1.
 */
export const adventureListQuery = listQuery<AdventureFilters>({
  category: oneOfField<AdventureCategory | 'all'>(
    'category',
    [...adventureCategories, 'all'],
    'all',
  ),
  sort: sortField,
  page: pageField,
});

type Listed = Pick<Adventure, 'title' | 'category' | 'currentPrice' | 'rating' | 'reviewCount'>;

/**
 * The adventures the list shows, in the chosen order: one activity's tours on its fixed path
 * (unless a category is chosen there), else the category's. By price from the stored current
 * price, by rating from the published reviews (unrated last); ties keep the list's order.
 */
export function adventuresShown<A extends Listed>(
  adventures: readonly A[],
  filters: AdventureFilters,
  activity?: { matches: (title: string) => boolean },
): A[] {
  const matching =
    activity && filters.category === 'all'
      ? adventures.filter((a) => activity.matches(a.title))
      : filters.category === 'all'
        ? adventures
        : adventures.filter((a) => a.category === filters.category);
  return sortList(matching, filters.sort, {
    price: (a) => priceAmount(a.currentPrice),
    rating: (a) => a.rating,
  });
}

/** The page to show: the one asked for, the last when past the end. */
export function adventurePage<A>(shown: readonly A[], requested: number) {
  const pageCount = Math.ceil(shown.length / ADVENTURES_PER_PAGE);
  const page = Math.min(requested, Math.max(pageCount, 1));
  return {
    page,
    pageCount,
    items: shown.slice((page - 1) * ADVENTURES_PER_PAGE, page * ADVENTURES_PER_PAGE),
  };
}
