import { CABO_TIME_ZONE } from './cabo-date.ts';
import { addDays } from './calendar.ts';

/**
 * What "Add to calendar" puts in the visitor's calendar after a table or tour request
 * (docs/lead-forms.md, "After success"): on Cabo's clock, whatever the visitor's own.
 */
export interface CalendarInviteEvent {
  /** The request's reference: the event's UID, so adding it twice updates one event. */
  reference: string;
  title: string;
  /** 'yyyy-MM-dd', Cabo's calendar day. */
  date: string;
  /** 'HH:mm' on Cabo's clock; without it the event takes the whole day (a tour). */
  time?: string | null;
  durationMinutes?: number;
  location?: string;
  description?: string;
}

/** Text as iCalendar wants it: backslash, semicolon, comma and newline escaped. */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const compactDate = (date: string) => date.replace(/-/g, '');

/** 'yyyyMMddTHHmmss' for `date` at `time` plus `minutes` (local to Cabo, no zone math). */
function localStamp(date: string, time: string, minutes = 0): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const total = h * 60 + m + minutes;
  const day = addDays(date, Math.floor(total / 1440));
  const within = ((total % 1440) + 1440) % 1440;
  const hh = String(Math.floor(within / 60)).padStart(2, '0');
  const mm = String(within % 60).padStart(2, '0');
  return `${compactDate(day)}T${hh}${mm}00`;
}

/** iCalendar folds lines longer than 75 octets; a continuation starts with a space. */
function fold(line: string): string {
  const parts: string[] = [];
  let rest = line;
  while (rest.length > 74) {
    parts.push(rest.slice(0, 74));
    rest = rest.slice(74);
  }
  parts.push(rest);
  return parts.join('\r\n ');
}

/**
 * One VEVENT in a VCALENDAR (RFC 5545) with Cabo's time zone. America/Mazatlan keeps
 * UTC-7 all year since Mexico ended daylight saving in 2022, so its VTIMEZONE is one rule.
 * `stamp`: when the file is made (DTSTAMP), in UTC.
 */
export function calendarInvite(event: CalendarInviteEvent, stamp: Date): string {
  const dtstamp = stamp
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const when = event.time
    ? [
        `DTSTART;TZID=${CABO_TIME_ZONE}:${localStamp(event.date, event.time)}`,
        `DTEND;TZID=${CABO_TIME_ZONE}:${localStamp(event.date, event.time, event.durationMinutes ?? 120)}`,
      ]
    : [
        `DTSTART;VALUE=DATE:${compactDate(event.date)}`,
        `DTEND;VALUE=DATE:${compactDate(addDays(event.date, 1))}`,
      ];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Cabo Concierge//Requests//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    `TZID:${CABO_TIME_ZONE}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:-0700',
    'TZOFFSETTO:-0700',
    'TZNAME:MST',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${event.reference.toLowerCase()}@cabo-concierge`,
    `DTSTAMP:${dtstamp}`,
    ...when,
    `SUMMARY:${text(event.title)}`,
    ...(event.location ? [`LOCATION:${text(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${text(event.description)}`] : []),
    'STATUS:TENTATIVE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
