// Money and dates in en-US, written by hand: the site's first-load pages format prices
// without Intl (a page's first Intl.NumberFormat loads the browser's number data, a long
// task on a phone), and the server's e-mails write them the same way.

/** A number rounded to a whole one, with en-US grouping: 1234567.4 → '1,234,567'. */
export function groupDigits(value: number): string {
  const whole = Math.round(Math.abs(value));
  const digits = whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  // Intl keeps the sign of what rounds to zero ('-0'); so does this.
  return value < 0 || Object.is(value, -0) ? `-${digits}` : digits;
}

/** A whole-dollar amount as en-US currency: 3850 → '$3,850', -5 → '-$5'. */
export function wholeDollars(value: number): string {
  const digits = groupDigits(value);
  return digits.startsWith('-') ? `-$${digits.slice(1)}` : `$${digits}`;
}

/** Cents as en-US dollars to the cent: 312332 → '$3,123.32' (amounts here are never negative). */
export function dollarsAndCents(cents: number): string {
  const whole = Math.floor(Math.round(cents) / 100);
  const rest = String(Math.round(cents) % 100).padStart(2, '0');
  return `$${groupDigits(whole)}.${rest}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'MMM d, yyyy' (e.g. "Mar 2, 2025") for a 'yyyy-MM-dd' calendar date. */
export function shortCalendarDate(date: string): string {
  const [year, month, day] = date.slice(0, 10).split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${day}, ${year}`;
}
