import { format, parseISO } from 'date-fns';

/** 'Mar 10, 2026' for a calendar day 'yyyy-MM-dd' (a day has no zone: read and shown as it is). */
export function formatDueDay(day: string): string {
  return format(parseISO(day), 'MMM d, yyyy');
}
