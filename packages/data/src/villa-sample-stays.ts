import { addDays, caboDate, weekStart } from '@cabo/contract';

/** Three confirmed stays from the owners' calendar (villa slug, nights after the anchor, nights). */
const SAMPLE_STAYS = [
  { slug: 'villa-bellissima', from: 0, nights: 7 },
  { slug: 'villa-serenidad', from: 3, nights: 5 },
  { slug: 'villa-cielo', from: 14, nights: 4 },
] as const;

/** The anchor as a calendar date: the Saturday that ends the week of Cabo's date + 21 days. */
function anchorDay(today: Date): string {
  return addDays(weekStart(addDays(caboDate(today), 21)), 6);
}

/**
 * The check-in of the sample stays: the first Saturday at least 21 days after Cabo's date
 * `today`, so they are always ahead of the visitor and the same all day. Its UTC midnight.
 */
export function sampleStayAnchor(today: Date): Date {
  // A date-only ISO string is read as UTC midnight.
  return new Date(anchorDay(today));
}

/**
 * The sample stays for `today` (docs/stays.md, "Availability"): seeded by the server as
 * confirmed bookings and answered by the MSW mocks, so both show the same held nights.
 */
export function sampleStays(today: Date): { slug: string; start: string; end: string }[] {
  const anchor = anchorDay(today);
  return SAMPLE_STAYS.map(({ slug, from, nights }) => ({
    slug,
    start: addDays(anchor, from),
    end: addDays(anchor, from + nights),
  }));
}
