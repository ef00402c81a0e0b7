// Cabo's date, apart from the calendar arithmetic (calendar.ts, by date-fns): every page's first
// load runs caboDate (the footer's year), and a module is bundled whole, so the arithmetic and
// date-fns stay out of the first load.

/** Cabo's time zone (no daylight saving): "today" on the site and in the admin is Cabo's date. */
export const CABO_TIME_ZONE = 'America/Mazatlan';

let caboDay: Intl.DateTimeFormat | undefined;

/** The calendar date in Cabo at an instant, as 'yyyy-MM-dd' (not the UTC date: after 5 pm they differ). */
export function caboDate(at: Date): string {
  // Intl, not a TZDate of @date-fns/tz: that class would add about 1.5 KB gzip to the home
  // page's first load, which is at its budget.
  // en-CA writes dates as yyyy-MM-dd. Made on first use: formatters are slow to create.
  caboDay ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: CABO_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return caboDay.format(at);
}
