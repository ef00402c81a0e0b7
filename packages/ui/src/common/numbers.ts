// Whole numbers in en-US, written by hand. A page's first Intl.NumberFormat loads the
// browser's number data: about 20 ms in one task on a laptop, and four times that on a phone,
// to put commas into a price. The formatting lives in the contract (the server's e-mails
// write prices the same way); the library's code imports it from here.
export { dollarsAndCents, groupDigits, wholeDollars } from '@cabo/contract';

/**
 * Marks an input that formats with Intl.NumberFormat (React Aria's number fields do), so a
 * server-rendered page that has one loads the browser's number data before it hydrates.
 */
export const NUMBER_FORMAT_MARK = { 'data-intl': 'number' } as const;
/** Finds what `NUMBER_FORMAT_MARK` marks. */
export const NUMBER_FORMAT_SELECTOR = Object.entries(NUMBER_FORMAT_MARK)
  .map(([name, value]) => `[${name}="${value}"]`)
  .join('');
