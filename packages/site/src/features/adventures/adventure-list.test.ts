import { adventureActivities, priceAmount } from '@cabo/contract';
import { catalogueAdventures } from '@cabo/data';
import { describe, expect, it } from 'vitest';
import { adventureListQuery, adventurePage, adventuresShown } from './adventure-list.ts';

const all = catalogueAdventures();
const none = adventureListQuery.parse('');
const tour = (title: string, price: number, rating?: number, reviewCount = 0) => ({
  title,
  category: 'water' as const,
  currentPrice: `$${price} USD`,
  rating,
  reviewCount,
});

describe('the adventures list (docs/adventures-and-restaurants.md)', () => {
  it('reads category, sort and page from the URL, defaults left out', () => {
    expect(none).toEqual({ category: 'all', sort: 'recommended', page: 1 });
    const set = adventureListQuery.parse('category=land&sort=price-asc&page=2');
    expect(set).toEqual({ category: 'land', sort: 'price-asc', page: 2 });
    expect(adventureListQuery.format(set)).toBe('category=land&sort=price-asc&page=2');
    expect(adventureListQuery.parse('category=sky&sort=cheap&page=-1')).toEqual(none);
    // A category is a filter; the sort and the page are not, and the sort outlives a clear.
    expect(adventureListQuery.activeCount(set)).toBe(1);
    expect(adventureListQuery.cleared(set)).toEqual({ ...none, sort: 'price-asc' });
  });

  it('sorts by the stored price both ways', () => {
    const up = adventuresShown(all, { ...none, sort: 'price-asc' });
    const prices = up.map((a) => priceAmount(a.currentPrice));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBeLessThan(prices.at(-1)!);
    const down = adventuresShown(all, { ...none, sort: 'price-desc' }).map((a) =>
      priceAmount(a.currentPrice),
    );
    expect(down).toEqual([...prices].sort((a, b) => b - a));
  });

  it('sorts by rating, unrated last, ties in list order', () => {
    const tours = [tour('A', 1), tour('B', 1, 4.2, 3), tour('C', 1, 4.9, 1), tour('D', 1)];
    const shown = adventuresShown(tours, { ...none, sort: 'rating' });
    expect(shown.map((a) => a.title)).toEqual(['C', 'B', 'A', 'D']);
  });

  it("lists an activity's tours on its path, a category when one is chosen", () => {
    const atv = adventuresShown(all, none, adventureActivities.atv);
    expect(atv.length).toBeGreaterThan(0);
    expect(atv.every((a) => /\batv/i.test(a.title))).toBe(true);
    const land = adventuresShown(all, { ...none, category: 'land' }, adventureActivities.atv);
    expect(land.every((a) => a.category === 'land')).toBe(true);
    expect(land.length).toBeGreaterThan(atv.length);
  });

  it('shows the last page for a page past the end', () => {
    const { page, pageCount, items } = adventurePage(all, 99);
    expect(page).toBe(pageCount);
    expect(items.length).toBe(all.length - (pageCount - 1) * 12);
  });
});
