import type { StayRange } from './villa-booking.ts';

// The villa list's and booking's rules (docs/stays.md) without zod, like plain.ts, so the
// villa list page loads no schemas; apart from plain.ts, so the first load carries none of it.

/**
 * docs/stays.md: check-out must be after check-in on every booking form. Compares the calendar
 * day, so '2026-05-02' and '2026-05-02T00:00:00.000Z' are the same day.
 */
export function isAfterDay(start: string | undefined, end: string | undefined): boolean {
  if (!start || !end) return true;
  return end.slice(0, 10) > start.slice(0, 10);
}

/** The villa price summary (docs/stays.md): nights rounded up, 12% fee rounded, total = subtotal + fee. */
export const VILLA_SERVICE_FEE_RATE = 0.12;
export function villaPriceSummary(
  startDate: string,
  endDate: string,
  pricePerNight: number,
): { nights: number; subtotal: number; serviceFee: number; total: number } {
  const ms = Date.parse(endDate) - Date.parse(startDate);
  const nights = Number.isNaN(ms) ? 0 : Math.max(0, Math.ceil(ms / 86_400_000));
  const subtotal = nights * pricePerNight;
  const serviceFee = Math.round(subtotal * VILLA_SERVICE_FEE_RATE);
  return { nights, subtotal, serviceFee, total: subtotal + serviceFee };
}

const day = (value: string) => value.slice(0, 10);

/** True when the stay `start`-`end` (check-in, check-out) shares a night with any range. */
export function staysOverlap(start: string, end: string, ranges: readonly StayRange[]): boolean {
  const s = day(start);
  const e = day(end);
  return ranges.some((r) => s < r.end && r.start < e);
}

/** The check-in calendar: a night a confirmed booking holds cannot start a stay. */
export function isNightUnavailable(date: string, ranges: readonly StayRange[]): boolean {
  const d = day(date);
  return ranges.some((r) => r.start <= d && d < r.end);
}

/**
 * The check-out calendar once check-in is chosen: a day on or before check-in, or one that
 * would take the stay over a held night, cannot end it.
 */
export function isCheckOutUnavailable(
  checkIn: string,
  date: string,
  ranges: readonly StayRange[],
): boolean {
  return day(date) <= day(checkIn) || staysOverlap(checkIn, date, ranges);
}

/** The option value that switches a villa list filter off. */
export const ALL_VILLAS = 'all';
