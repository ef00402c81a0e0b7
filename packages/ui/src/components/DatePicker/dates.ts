import { caboDate } from '@cabo/contract';
import { parseDate, type CalendarDate } from '@internationalized/date';

/** The pickers speak ISO dates ('2026-03-14') so forms and the API never see date objects. */
export type IsoDate = string;

export const toCalendarDate = (value: IsoDate | null | undefined): CalendarDate | null =>
  value ? parseDate(value) : null;

export const toIso = (value: { toString(): string } | null): IsoDate | null =>
  value ? value.toString() : null;

/**
 * Today in Cabo (docs/catalogue.md): the first bookable day is Cabo's date, whatever the
 * visitor's zone (a visitor in Tokyo, or anyone after 5 pm in Cabo, is a day ahead in theirs).
 */
export const todayIso = (at: Date = new Date()): IsoDate => caboDate(at);

// en-US medium dates read 'Mar 14, 2030': the spec's 'MMM d, yyyy', without a date library.
const mediumDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The spec's date format: 'MMM d, yyyy'. */
export const formatIso = (value: IsoDate): string =>
  mediumDate.format(parseDate(value).toDate('UTC'));
