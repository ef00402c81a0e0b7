import { getLocalTimeZone, parseDate, today, type CalendarDate } from '@internationalized/date';
import { format } from 'date-fns';

/** The pickers speak ISO dates ('2026-03-14') so forms and the API never see date objects. */
export type IsoDate = string;

export const toCalendarDate = (value: IsoDate | null | undefined): CalendarDate | null =>
  value ? parseDate(value) : null;

export const toIso = (value: { toString(): string } | null): IsoDate | null =>
  value ? value.toString() : null;

export const todayIso = (): IsoDate => today(getLocalTimeZone()).toString();

/** The spec's date format: 'MMM d, yyyy'. */
export const formatIso = (value: IsoDate): string => {
  const { year, month, day } = parseDate(value);
  return format(new Date(year, month - 1, day), 'MMM d, yyyy');
};
