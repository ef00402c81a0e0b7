import { parseWeeklyHours } from '../restaurants-hours.ts';
import { isBlankRow, parseCsvRows } from './csv.ts';

export type PriceRange = '$' | '$$' | '$$$' | '$$$$';

/** A restaurant read from the list; the detail-only fields (menu, features…) stay empty. */
export interface ParsedRestaurant {
  id: number;
  name: string;
  cuisine: string;
  priceRange: PriceRange;
  location: string;
  address: string;
  rating: number;
  ratingLabel: string;
  reviewCount: number;
  bookingsToday: number;
  description: string;
  imageUrl: string;
  /** Day → text from the optional hours column ('Daily 5:00 PM - 11:00 PM'); {} without it. */
  hours: Record<string, string>;
}

/**
 * docs/adventures-and-restaurants.md: Very Expensive = $$$$, Expensive = $$$, Moderate = $$, otherwise $.
 * Compared without surrounding spaces and case, since hand-kept lists vary in both.
 */
export function priceRangeFromWord(word: string): PriceRange {
  switch (word.trim().toLowerCase()) {
    case 'very expensive':
      return '$$$$';
    case 'expensive':
      return '$$$';
    case 'moderate':
      return '$$';
    default:
      return '$';
  }
}

/** Blank or unreadable numbers count as 0 (the list's sort rule treats missing as 0). */
function numberOrZero(value: string | undefined): number {
  const text = (value ?? '').trim().replace(/,/g, '');
  const parsed = Number(text);
  return text !== '' && Number.isFinite(parsed) ? parsed : 0;
}

/** Names that differ only in case or spacing are the same restaurant. */
function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Parses the restaurant list (our comma-separated format, header row first, blank rows
 * skipped). Columns in order: name, cuisine, price word, location, address, rating, rating
 * label, review count, bookings today, description, image, and optionally the hours
 * (`parseWeeklyHours`).
 * Duplicates by name are collapsed, keeping the row with the most reviews (the first on a
 * tie) at the place the name first appears. Ids are numbered from `firstId` in list order, so
 * the parsed restaurants follow the fixed ones (spec: the final list is 2 fixed restaurants
 * plus the parsed ones).
 */
export function parseRestaurantList(text: string, firstId = 1): ParsedRestaurant[] {
  const byName = new Map<string, Omit<ParsedRestaurant, 'id'>>();
  for (const row of parseCsvRows(text).slice(1)) {
    if (isBlankRow(row)) continue;
    const [name = '', cuisine = '', price = '', location = '', address = '', rating, label = ''] =
      row.map((field) => field.trim());
    const [reviewCount, bookingsToday, description = '', imageUrl = '', hours = ''] = row
      .slice(7)
      .map((field) => field.trim());
    const restaurant = {
      name,
      cuisine,
      priceRange: priceRangeFromWord(price),
      location,
      address,
      rating: numberOrZero(rating),
      ratingLabel: label,
      reviewCount: numberOrZero(reviewCount),
      bookingsToday: numberOrZero(bookingsToday),
      description,
      imageUrl,
      hours: parseWeeklyHours(hours),
    };
    const key = nameKey(name);
    const kept = byName.get(key);
    // Map.set on an existing key keeps the key's original position.
    if (!kept || restaurant.reviewCount > kept.reviewCount) byName.set(key, restaurant);
  }
  return [...byName.values()].map((restaurant, index) => ({ id: firstId + index, ...restaurant }));
}
