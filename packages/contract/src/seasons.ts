// An adventure's season (docs/adventures-and-restaurants.md, "Seasons"): the months it runs,
// e.g. whale watching December to April. Zod-free, so the booking sheet and the server share
// the same rules without the schema library.
import { caboDate } from './cabo-date.ts';

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The first and last month (1-12) an adventure runs; `from` after `to` spans the new year. */
export interface AdventureSeason {
  from: number;
  to: number;
}

const monthOf = (date: string) => Number(date.slice(5, 7));

/** Whether a 'yyyy-MM-dd' date falls in the season (no season: every date does). */
export function inSeason(date: string, season: AdventureSeason | undefined): boolean {
  if (!season) return true;
  const m = monthOf(date);
  return season.from <= season.to
    ? m >= season.from && m <= season.to
    : m >= season.from || m <= season.to;
}

/**
 * The first bookable day from `today` ('yyyy-MM-dd', Cabo's date): today while in season,
 * else the first day of the season's next start.
 */
export function nextSeasonStart(today: string, season: AdventureSeason | undefined): string {
  if (inSeason(today, season) || !season) return today;
  const year = Number(today.slice(0, 4)) + (monthOf(today) > season.from ? 1 : 0);
  return `${year}-${String(season.from).padStart(2, '0')}-01`;
}

/** The first bookable day at an instant, in Cabo. */
export const firstSeasonDay = (at: Date, season: AdventureSeason | undefined): string =>
  nextSeasonStart(caboDate(at), season);

/** 'December to April' (or 'July' for a one-month season). */
export function seasonMonths(season: AdventureSeason): string {
  const from = MONTH_NAMES[season.from - 1];
  const to = MONTH_NAMES[season.to - 1];
  return from === to ? `${from}` : `${from} to ${to}`;
}

/** What the booking sheet and the server say of an adventure outside its season. */
export const outOfSeasonMessage = (season: AdventureSeason): string =>
  `This adventure runs ${seasonMonths(season)}: please pick a date in season`;
