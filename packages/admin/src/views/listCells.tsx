import {
  ADMIN_FILTER_ALL,
  CABO_TIME_ZONE,
  OWNER_FILTER_MINE,
  OWNER_FILTER_UNASSIGNED,
  adminSpamViews,
  ownerLabel,
  type RecordOwner,
} from '@cabo/contract';
import { differenceInCalendarDays, format, parseISO } from 'date-fns';
// The number helpers alone: these cells are unit-tested without the library's styles.
import { dollarsAndCents } from '@cabo/ui/numbers';
import type { SelectOption } from '@cabo/ui';

// Cells and options the three admin lists share (docs/admin.md).

// A record's arrival is shown on Cabo's calendar, whatever the staff member's own zone.
const day = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: CABO_TIME_ZONE,
});

/** When a record arrived, e.g. "Mar 21, 2026". */
export const createdDate = (iso: string) => day.format(new Date(iso));

/** "MMM d" to "MMM d, yyyy" for a booking's calendar dates ('yyyy-MM-dd', no time zone). */
export function dateRange(start: string | null, end: string | null): string {
  if (!start) return '—';
  const from = parseISO(start);
  if (!end) return format(from, 'MMM d, yyyy');
  return `${format(from, 'MMM d')} to ${format(parseISO(end), 'MMM d, yyyy')}`;
}

/** Nights between two calendar days ('yyyy-MM-dd'), or null without both. */
export function nightsOf(start: string | null, end: string | null): number | null {
  if (!start || !end) return null;
  return differenceInCalendarDays(parseISO(end), parseISO(start));
}

/** A booking's dates with its nights: "Apr 10 to Apr 15, 2026 · 5 nights". */
export function stayDates(start: string | null, end: string | null): string {
  const nights = nightsOf(start, end);
  const range = dateRange(start, end);
  return nights === null || nights <= 0
    ? range
    : `${range} · ${nights} ${nights === 1 ? 'night' : 'nights'}`;
}

/** A booking's value from its stored total, in USD; "—" without one. */
export const bookingValue = (totalCents: number | undefined) =>
  totalCents === undefined ? '—' : dollarsAndCents(totalCents);

/** A party size: "4 guests", "1 guest", "—". */
export const partySize = (guests: number | null) =>
  guests === null ? '—' : `${guests} ${guests === 1 ? 'guest' : 'guests'}`;

/** The Owner column: the owner's name, "(disabled)" after a disabled one, or "Unassigned". */
export const ownerCell = (owner: RecordOwner) => ownerLabel(owner);

/** The owner filter (docs/admin.md, "Owners"): everyone's, mine, nobody's. */
export const ownerFilter = {
  name: 'owner',
  label: 'Owner',
  options: [
    { id: ADMIN_FILTER_ALL, label: 'All Owners' },
    { id: OWNER_FILTER_MINE, label: 'Mine' },
    { id: OWNER_FILTER_UNASSIGNED, label: 'Unassigned' },
  ],
};

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
