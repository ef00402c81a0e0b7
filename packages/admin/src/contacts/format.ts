import { CABO_TIME_ZONE } from '@cabo/contract';

// Dates in the CRM are Cabo time, whoever looks (docs/admin.md).
const dateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: CABO_TIME_ZONE,
});

/** "Mar 20, 2026, 9:00 AM" in Cabo. */
export const caboDateTime = (iso: string) => dateTime.format(new Date(iso));
