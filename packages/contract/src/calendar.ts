/** The events calendar (docs/catalogue.md): 28 days from the start (Sunday) of the current week. Shared by the server, the data and the calendar component. */
export const CALENDAR_DAYS = 28;

/**
 * The Sunday on or before `day`, as 'yyyy-MM-dd': of a calendar date, or of an instant's
 * date in Cabo (after 5 pm in Cabo, the UTC date is already the next day).
 */
export function weekStart(day: Date | string): string {
  const date = typeof day === 'string' ? day.slice(0, 10) : caboDate(day);
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -weekday);
}

/** 'yyyy-MM-dd' plus a number of days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whether 'yyyy-MM-dd' names a real day (not 2026-02-30). */
export function isCalendarDate(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** Cabo's time zone (no daylight saving): "today" on the site and in the admin is Cabo's date. */
export const CABO_TIME_ZONE = 'America/Mazatlan';

let caboDay: Intl.DateTimeFormat | undefined;

/** The calendar date in Cabo at an instant, as 'yyyy-MM-dd' (not the UTC date: after 5 pm they differ). */
export function caboDate(at: Date): string {
  // en-CA writes dates as yyyy-MM-dd. Made on first use: formatters are slow to create.
  caboDay ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: CABO_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return caboDay.format(at);
}
