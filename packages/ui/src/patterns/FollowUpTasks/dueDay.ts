let dayFormat: Intl.DateTimeFormat | undefined;

/** 'Mar 10, 2026' for a calendar day 'yyyy-MM-dd' (a day has no zone: read and shown in UTC). */
export function formatDueDay(day: string): string {
  dayFormat ??= new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}
