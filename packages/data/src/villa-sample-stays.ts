import { addDays, caboDate } from '@cabo/contract';
const DAY_MS = 86_400_000;
// Calendar days as UTC midnights: the arithmetic below never meets a time zone.
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Three confirmed stays from the owners' calendar (villa slug, nights after the anchor, nights). */
const SAMPLE_STAYS = [
  { slug: 'villa-bellissima', from: 0, nights: 7 },
  { slug: 'villa-serenidad', from: 3, nights: 5 },
  { slug: 'villa-cielo', from: 14, nights: 4 },
] as const;

/**
 * The check-in of the sample stays: the first Saturday at least 21 days after Cabo's date
 * `today`, so they are always ahead of the visitor and the same all day.
 */
export function sampleStayAnchor(today: Date): Date {
  const soonest = new Date(`${addDays(caboDate(today), 21)}T00:00:00Z`);
  return new Date(soonest.getTime() + ((6 - soonest.getUTCDay() + 7) % 7) * DAY_MS);
}

/**
 * The sample stays for `today` (docs/stays.md, "Availability"): seeded by the server as
 * confirmed bookings and answered by the MSW mocks, so both show the same held nights.
 */
export function sampleStays(today: Date): { slug: string; start: string; end: string }[] {
  const anchor = sampleStayAnchor(today).getTime();
  return SAMPLE_STAYS.map(({ slug, from, nights }) => ({
    slug,
    start: isoDay(new Date(anchor + from * DAY_MS)),
    end: isoDay(new Date(anchor + (from + nights) * DAY_MS)),
  }));
}
