/**
 * Opening hours of a restaurant (docs/adventures-and-restaurants.md, "Open now"): the day-by-day
 * texts of a record ('5:30 PM - 10:00 PM', 'Closed') read as minutes, and whether the
 * restaurant is open at an instant in Los Cabos time, whatever the visitor's or the server's
 * time zone.
 */

/** Los Cabos' clock (Baja California Sur keeps UTC-7 all year). */
export const RESTAURANT_TIME_ZONE = 'America/Mazatlan';

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const MINUTES_PER_DAY = 24 * 60;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

/** One opening, in minutes from Monday 00:00; `end` may pass midnight (a late bar). */
interface Opening {
  start: number;
  end: number;
}

const TIME = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i;

/** '5:30 PM' → minutes after midnight; undefined for anything else. */
export function minutesFromTime(text: string): number | undefined {
  const match = TIME.exec(text.trim());
  if (!match) return undefined;
  const [, h = '', m = '', half = ''] = match;
  const hour = Number(h);
  const minute = Number(m);
  if (hour < 1 || hour > 12 || minute > 59) return undefined;
  return ((hour % 12) + (half.toUpperCase() === 'PM' ? 12 : 0)) * 60 + minute;
}

/** Minutes after midnight → '5:30 PM'. */
export function timeFromMinutes(minutes: number): string {
  const inDay = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const hour24 = Math.floor(inDay / 60);
  const minute = inDay % 60;
  const hour = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return `${hour}:${String(minute).padStart(2, '0')} ${hour24 < 12 ? 'AM' : 'PM'}`;
}

/**
 * The openings of one day's text: ranges 'H:MM AM - H:MM PM', several separated by commas.
 * 'Closed', an empty or unreadable text give none; a range ending at or before its start
 * closes after midnight.
 */
export function dayOpenings(text: string): { start: number; end: number }[] {
  const openings: { start: number; end: number }[] = [];
  for (const part of text.split(',')) {
    const [from = '', to = '', ...rest] = part.split(/\s+[-–]\s+/);
    if (rest.length > 0) continue;
    const start = minutesFromTime(from);
    const end = minutesFromTime(to);
    if (start === undefined || end === undefined) continue;
    openings.push({ start, end: end <= start ? end + MINUTES_PER_DAY : end });
  }
  return openings;
}

function weekOpenings(hours: Record<string, string>): Opening[] {
  return WEEKDAYS.flatMap((day, index) =>
    dayOpenings(hours[day] ?? '').map((o) => ({
      start: index * MINUTES_PER_DAY + o.start,
      end: index * MINUTES_PER_DAY + o.end,
    })),
  );
}

const clockParts = new Intl.DateTimeFormat('en-US', {
  timeZone: RESTAURANT_TIME_ZONE,
  weekday: 'long',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

/** The instant as minutes from Monday 00:00 of its week in Los Cabos. */
export function minutesIntoCaboWeek(now: Date): number {
  const parts = Object.fromEntries(clockParts.formatToParts(now).map((p) => [p.type, p.value]));
  const day = WEEKDAYS.indexOf(parts.weekday as Weekday);
  return day * MINUTES_PER_DAY + Number(parts.hour) * 60 + Number(parts.minute);
}

/** Today's weekday in Los Cabos (the day whose hours a page highlights). */
export function caboWeekday(now: Date): Weekday {
  return WEEKDAYS[Math.floor(minutesIntoCaboWeek(now) / MINUTES_PER_DAY)] ?? 'Monday';
}

export type OpenState =
  | { kind: 'open'; closesAt: string }
  | {
      kind: 'closed';
      opensAt: string;
      /** Set when the next opening is not today. */ opensOn?: Weekday;
    }
  /** No readable hours: nothing is claimed. */
  | { kind: 'unknown' };

/**
 * Whether the restaurant is open at `now` (Los Cabos time) and when that changes. An opening
 * that runs past midnight keeps it open into the next day, and Sunday night runs into Monday.
 */
export function openState(hours: Record<string, string>, now: Date): OpenState {
  const openings = weekOpenings(hours);
  if (openings.length === 0) return { kind: 'unknown' };
  const minute = minutesIntoCaboWeek(now);
  // Last week's openings shifted back cover a Sunday opening that runs into this Monday.
  const current = openings
    .flatMap((o) => [o, { start: o.start - MINUTES_PER_WEEK, end: o.end - MINUTES_PER_WEEK }])
    .find((o) => o.start <= minute && minute < o.end);
  if (current) return { kind: 'open', closesAt: timeFromMinutes(current.end) };

  const waits = openings.map((o) => ({
    start: o.start,
    wait: (o.start - minute + MINUTES_PER_WEEK) % MINUTES_PER_WEEK,
  }));
  const next = waits.reduce((a, b) => (b.wait < a.wait ? b : a));
  const today = Math.floor(minute / MINUTES_PER_DAY);
  const day = Math.floor(next.start / MINUTES_PER_DAY);
  const sameDay = day === today && next.wait < MINUTES_PER_DAY;
  return {
    kind: 'closed',
    opensAt: timeFromMinutes(next.start),
    ...(sameDay ? {} : { opensOn: WEEKDAYS[day] }),
  };
}

/** 'Open now · Closes at 10:00 PM', 'Opens at 5:00 PM', 'Opens Tuesday at 9:00 AM', or null. */
export function openStateLabel(state: OpenState): string | null {
  switch (state.kind) {
    case 'open':
      return `Open now · Closes at ${state.closesAt}`;
    case 'closed':
      return state.opensOn
        ? `Opens ${state.opensOn} at ${state.opensAt}`
        : `Opens at ${state.opensAt}`;
    case 'unknown':
      return null;
  }
}

const DAY_ABBREVIATIONS: Record<string, Weekday> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/**
 * The restaurant list's compact hours column → day-by-day texts: 'Daily 5:00 PM - 11:00 PM',
 * or groups separated by ';' such as 'Tue-Sun 1:00 PM - 10:00 PM; Mon Closed'. Days no group
 * names are 'Closed'; an empty column gives no hours at all.
 */
export function parseWeeklyHours(text: string): Record<string, string> {
  if (text.trim() === '') return {};
  const hours: Record<string, string> = Object.fromEntries(WEEKDAYS.map((d) => [d, 'Closed']));
  for (const group of text.split(';')) {
    const match = /^\s*(daily|[a-z]{3}(?:\s*-\s*[a-z]{3})?)\s+(.+?)\s*$/i.exec(group);
    if (!match) continue;
    const [, days = '', times = ''] = match;
    for (const day of expandDays(days)) hours[day] = times;
  }
  return hours;
}

function expandDays(text: string): Weekday[] {
  if (text.toLowerCase() === 'daily') return [...WEEKDAYS];
  const [from = '', to = from] = text.split('-').map((d) => d.trim().toLowerCase());
  const start = WEEKDAYS.indexOf(DAY_ABBREVIATIONS[from] as Weekday);
  const end = WEEKDAYS.indexOf(DAY_ABBREVIATIONS[to] as Weekday);
  if (start < 0 || end < 0) return [];
  const days: Weekday[] = [];
  for (let i = start; ; i = (i + 1) % 7) {
    days.push(WEEKDAYS[i] as Weekday);
    if (i === end) break;
  }
  return days;
}
