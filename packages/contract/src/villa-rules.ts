import { differenceInCalendarDays, parseISO } from 'date-fns';
import type { SeasonRate } from './catalogue.ts';
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

/** What prices a villa's nights: its own rate and its seasons (docs/stays.md, "Season rates"). */
export interface VillaRates {
  /** Whole dollars (the API's text or a number). */
  pricePerNight: string | number;
  seasonRates?: readonly SeasonRate[] | undefined;
}

/** Nights of a stay at one rate: a season's (`label` is its name) or the villa's own. */
export interface VillaNightLine {
  label?: string;
  nights: number;
  /** Whole dollars a night. */
  rate: number;
}

// Any fixed day would do: day numbers are only compared and subtracted.
const EPOCH = new Date(1970, 0, 1);

/**
 * A calendar date's day number (days since 1970-01-01), from its 'yyyy-MM-dd' part alone, so
 * no time of day or UTC offset moves it; NaN for a malformed or impossible date (2027-02-30).
 */
function dayNumber(value: string): number {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
  // An impossible date parses as Invalid Date, whose difference is NaN.
  return day ? differenceInCalendarDays(parseISO(day), EPOCH) : Number.NaN;
}

const wholeRate = (value: string | number) => {
  const rate = Number(value);
  return Number.isFinite(rate) && rate > 0 ? rate : Number.NaN;
};

/**
 * A stay's nights by rate (docs/stays.md): each night (check-in up to the day before
 * check-out, calendar dates) costs its season's rate, else the villa's; nights at one rate
 * make one line, in the order the stay reaches them. Invalid or backwards dates: no line.
 * Seasons are walked as runs of nights rather than night by night, so a far check-out costs
 * no more than a near one. The money is `villaPriceSummary`'s (pricing.ts).
 */
export function villaNightLines(
  checkIn: string,
  checkOut: string,
  rates: VillaRates,
): VillaNightLine[] {
  const first = dayNumber(checkIn);
  const end = dayNumber(checkOut);
  const regular = Number(rates.pricePerNight) || 0;
  const lines: VillaNightLine[] = [];
  const add = (nights: number, rate: number, label?: string) => {
    if (nights <= 0) return;
    const line = lines.find((l) => l.rate === rate && l.label === label);
    if (line) line.nights += nights;
    else lines.push({ ...(label === undefined ? {} : { label }), nights, rate });
  };
  if (first < end) {
    // Seasons as [first night, day after the last) day numbers, soonest first; a malformed one
    // prices nothing.
    const seasons = (rates.seasonRates ?? [])
      .map((s) => ({
        label: s.name,
        from: dayNumber(s.start),
        until: dayNumber(s.end) + 1,
        rate: wholeRate(s.pricePerNight),
      }))
      .filter((s) => s.from < s.until && !Number.isNaN(s.rate))
      .sort((a, b) => a.from - b.from);
    let night = first;
    for (const season of seasons) {
      if (season.until <= night) continue;
      if (season.from >= end) break;
      add(Math.min(season.from, end) - night, regular);
      const until = Math.min(season.until, end);
      add(until - Math.max(season.from, night), season.rate, season.label);
      night = until;
    }
    add(end - night, regular);
  }
  return lines;
}

/**
 * The seasons a guest can still book, soonest first (the villa page's "Rates" list): those
 * whose last night is on or after `today` ('yyyy-MM-dd').
 */
export function upcomingSeasonRates(
  seasonRates: readonly SeasonRate[] | undefined,
  today: string,
): SeasonRate[] {
  return (seasonRates ?? [])
    .filter((s) => s.end.slice(0, 10) >= today.slice(0, 10))
    .sort((a, b) => a.start.localeCompare(b.start));
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
