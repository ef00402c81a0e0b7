import {
  addDays,
  CALENDAR_DAYS,
  weekStart,
  type CalendarEvent,
  type EventType,
} from '@cabo/contract';
import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Dialog } from '../../components/Dialog/index.ts';
import { visuallyHidden } from '../../theme/utils.css.ts';
import * as styles from './EventsCalendar.css';

/** Legend order and labels (docs/catalogue.md, "Events"). */
export const eventTypeLabels: Record<EventType, string> = {
  music: 'Music',
  food: 'Food',
  sports: 'Sports',
  culture: 'Culture',
};

const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

// Dates are calendar days ('yyyy-MM-dd'), read in UTC so the server and the browser agree.
const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const longDate = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const shortMonth = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short' });
const monthDay = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'long',
  day: 'numeric',
});

export interface EventsCalendarProps {
  events: CalendarEvent[];
  /** Today as 'yyyy-MM-dd': the grid starts on the Sunday of its week. */
  today: string;
}

/**
 * The events calendar: 28 days from the Sunday of the current week in a 7-column table with
 * a colour legend. Each event is a button (its title, or a coloured dot on small screens)
 * opening its details; the table's headers and each day's full date read out to screen
 * readers, and today is marked `aria-current="date"`.
 */
export function EventsCalendar({ events, today }: EventsCalendarProps) {
  const [open, setOpen] = useState<CalendarEvent | null>(null);
  const start = weekStart(today);
  const days = Array.from({ length: CALENDAR_DAYS }, (_, i) => addDays(start, i));
  const weeks = Array.from({ length: CALENDAR_DAYS / 7 }, (_, w) => days.slice(w * 7, w * 7 + 7));
  const byDay = new Map<string, CalendarEvent[]>();
  for (const event of events) byDay.set(event.date, [...(byDay.get(event.date) ?? []), event]);
  const last = days[days.length - 1]!;

  return (
    <div className={styles.calendar}>
      <ul className={styles.legend} aria-label="Event types">
        {(Object.keys(eventTypeLabels) as EventType[]).map((type) => (
          <li key={type} className={styles.legendItem}>
            <span className={styles.swatch({ type })} aria-hidden="true" />
            {eventTypeLabels[type]}
          </li>
        ))}
      </ul>
      <table className={styles.grid}>
        <caption className={visuallyHidden}>
          Events from {longDate.format(utc(start))} to {longDate.format(utc(last))}
        </caption>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" abbr={long} className={styles.weekday}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day, i) => {
                const date = utc(day);
                const dayEvents = byDay.get(day) ?? [];
                const isToday = day === today;
                const showMonth = (week === weeks[0] && i === 0) || date.getUTCDate() === 1;
                return (
                  <td
                    key={day}
                    data-date={day}
                    className={styles.day({ past: day < today, today: isToday })}
                    aria-current={isToday ? 'date' : undefined}
                  >
                    <span className={styles.dayNumber} aria-hidden="true">
                      {showMonth ? `${shortMonth.format(date)} ` : ''}
                      {date.getUTCDate()}
                    </span>
                    <span className={visuallyHidden}>
                      {longDate.format(date)}
                      {isToday ? ', today' : ''}
                      {dayEvents.length === 0 ? ', no events' : ''}
                    </span>
                    {dayEvents.length > 0 ? (
                      <ul className={styles.events}>
                        {dayEvents.map((event) => (
                          <li key={event.id}>
                            <AriaButton
                              className={styles.chip({ type: event.type })}
                              aria-label={`${event.title}, ${eventTypeLabels[event.type]}, ${event.time}`}
                              onPress={() => setOpen(event)}
                            >
                              <span className={styles.dot({ type: event.type })} aria-hidden />
                              <span className={styles.chipTitle}>{event.title}</span>
                            </AriaButton>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <Dialog
        isOpen={open !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setOpen(null);
        }}
        title={open?.title ?? ''}
        description={open ? `${longDate.format(utc(open.date))}, ${open.time}` : undefined}
        size="sm"
      >
        {open ? (
          <div className={styles.details}>
            <span className={styles.typeBadge({ type: open.type })}>
              {eventTypeLabels[open.type]}
            </span>
            <p className={styles.detailLine}>
              <strong>Where:</strong> {open.location}
            </p>
            <p className={styles.detailLine}>{open.description}</p>
          </div>
        ) : null}
      </Dialog>
    </div>
  );
}

/** '22 November' style label for a window's first day (for headings). */
export const calendarRangeLabel = (today: string) => {
  const start = weekStart(today);
  return `${monthDay.format(utc(start))} to ${monthDay.format(utc(addDays(start, CALENDAR_DAYS - 1)))}`;
};
