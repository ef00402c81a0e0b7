// Whole numbers in en-US, written by hand. A page's first Intl.NumberFormat loads the
// browser's number data: about 20 ms in one task on a laptop, and four times that on a phone,
// to put commas into a price. The first-load pages need no more than this.

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

/**
 * Marks an input that formats with Intl.NumberFormat (React Aria's number fields do), so a
 * server-rendered page that has one loads the browser's number data before it hydrates.
 */
export const NUMBER_FORMAT_MARK = { 'data-intl': 'number' } as const;
/** Finds what `NUMBER_FORMAT_MARK` marks. */
export const NUMBER_FORMAT_SELECTOR = Object.entries(NUMBER_FORMAT_MARK)
  .map(([name, value]) => `[${name}="${value}"]`)
  .join('');

/** Cents as en-US dollars to the cent: 312332 → '$3,123.32' (amounts here are never negative). */
export function dollarsAndCents(cents: number): string {
  const whole = Math.floor(Math.round(cents) / 100);
  const rest = String(Math.round(cents) % 100).padStart(2, '0');
  return `$${groupDigits(whole)}.${rest}`;
}
