import { addDays as addToDate, formatISO, isValid, parseISO, startOfWeek } from 'date-fns';
import { caboDate } from './cabo-date.ts';

/** The events calendar (docs/catalogue.md): 28 days from the start (Sunday) of the current week. Shared by the server, the data and the calendar component. */
export const CALENDAR_DAYS = 28;

// A calendar date ('yyyy-MM-dd') is read as a local midnight and written back from the local
// date: date-fns' day arithmetic keeps the date right across any daylight-saving change.
const calendarDay = (date: Date) => formatISO(date, { representation: 'date' });

/**
 * The Sunday on or before `day`, as 'yyyy-MM-dd': of a calendar date, or of an instant's
 * date in Cabo (after 5 pm in Cabo, the UTC date is already the next day).
 */
export function weekStart(day: Date | string): string {
  const date = typeof day === 'string' ? day.slice(0, 10) : caboDate(day);
  return calendarDay(startOfWeek(parseISO(date), { weekStartsOn: 0 }));
}

/** 'yyyy-MM-dd' plus a number of days. */
export function addDays(date: string, days: number): string {
  return calendarDay(addToDate(parseISO(date), days));
}

/** Whether 'yyyy-MM-dd' names a real day (not 2026-02-30). */
export function isCalendarDate(day: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && isValid(parseISO(day));
}
