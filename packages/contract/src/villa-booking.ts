import { z } from 'zod';
import { calendarDateSchema } from './fields.ts';
import type { ListSort } from './list-sort.ts';

// Villa availability (docs/stays.md, "Availability"): the nights a confirmed booking holds.
// A stay is check-in to check-out; its nights are check-in up to the day before check-out, so
// one party may check out on the morning the next checks in.

/** Nights held from `start` (check-in) up to, not including, `end` (check-out); 'yyyy-MM-dd'. */
export const stayRangeSchema = z.object({ start: calendarDateSchema, end: calendarDateSchema });
export type StayRange = z.infer<typeof stayRangeSchema>;

/** GET /api/villa-availability: every villa's held nights, soonest first. */
export const villaAvailabilitySchema = z.object({
  villaId: z.string(),
  slug: z.string(),
  unavailable: z.array(stayRangeSchema),
});
export type VillaAvailability = z.infer<typeof villaAvailabilitySchema>;
export const villaAvailabilityListSchema = z.array(villaAvailabilitySchema);

/** The 409 of a villa request that asks for a night a confirmed booking holds. */
export const VILLA_DATES_UNAVAILABLE =
  'This villa is already booked for some of those nights. Please choose other dates.';
/** The 409 of an admin confirming a villa booking that overlaps another confirmed one. */
export const VILLA_CONFIRM_OVERLAP =
  'Another confirmed booking of this villa holds some of these nights.';

/** What the villa list shows (docs/stays.md): the filter bar's values, kept in the page's URL. */
export interface VillaFilters {
  search: string;
  /** A location, or 'all'. */
  location: string;
  /** A bedroom count as text, or 'all'. */
  bedrooms: string;
  /** A guest capacity (maxGuests) as text, or 'all'. */
  capacity: string;
  /** Optional stay: check-in and check-out ('yyyy-MM-dd'), both or neither. */
  checkIn: string;
  checkOut: string;
  /** Optional party size as text ('' for any): the villa must take at least this many. */
  guests: string;
  /** The order of the cards (not a filter: "Clear filters" keeps it). */
  sort: ListSort;
}
