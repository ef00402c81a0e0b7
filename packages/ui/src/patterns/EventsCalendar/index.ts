export {
  calendarRangeLabel,
  EventsCalendar,
  eventTypeLabels,
  type EventsCalendarProps,
} from './EventsCalendar.tsx';
