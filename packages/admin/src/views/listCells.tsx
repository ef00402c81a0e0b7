import { ADMIN_FILTER_ALL, adminSpamViews } from '@cabo/contract';
import type { SelectOption } from '@cabo/ui';

// Cells and options the three admin lists share (docs/admin.md).

const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const dayNoYear = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const dayUtc = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** When a record arrived, e.g. "Mar 21, 2026". */
export const createdDate = (iso: string) => day.format(new Date(iso));

/** "MMM d" to "MMM d, yyyy" for a booking's calendar dates ('yyyy-MM-dd', no time zone). */
export function dateRange(start: string | null, end: string | null): string {
  if (!start) return '—';
  const from = new Date(`${start}T00:00:00Z`);
  if (!end) return dayUtc.format(from);
  return `${dayNoYear.format(from)} to ${dayUtc.format(new Date(`${end}T00:00:00Z`))}`;
}

/** Underscores shown as spaces (docs/admin.md: interest types). */
export const humanise = (value: string) => value.replace(/_/g, ' ');

/** A filter's options: "all" first, then each value. */
export const optionsOf = (allLabel: string, values: readonly string[]): SelectOption[] => [
  { id: ADMIN_FILTER_ALL, label: allLabel },
  ...values.map((v) => ({ id: v, label: humanise(v) })),
];

/**
 * "Show": the list's records, or the spam-flagged ones (docs/admin.md, "Spam"); every list
 * keeps spam apart the same way.
 */
export const spamFilter = (recordsLabel: string) => ({
  name: 'spam',
  label: 'Show',
  options: adminSpamViews.map((view) => ({
    id: view,
    label: view === 'true' ? 'Spam' : recordsLabel,
  })),
});

/** The line a spam-flagged record shows under its name, e.g. "Spam: honeypot". */
export const spamNote = (row: { spam: boolean; spamReason: string | null }) =>
  row.spam ? `Spam: ${row.spamReason ?? 'flagged'}` : undefined;

export function contactCell(name: string, email: string, extra?: string) {
  return (
    <>
      <span style={{ display: 'block', fontWeight: 600 }}>{name}</span>
      <span style={{ display: 'block' }}>{email}</span>
      {extra ? <span style={{ display: 'block', fontSize: '0.8125rem' }}>{extra}</span> : null}
    </>
  );
}
