import {
  Button,
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  RangeCalendar as AriaRangeCalendar,
} from 'react-aria-components';
import * as styles from './DatePicker.css';

function CalendarHeader() {
  return (
    <header className={styles.calendarHeader}>
      <Button slot="previous" className={styles.navButton}>
        <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true">
          <path d="M10 3L5 8l5 5" fill="none" stroke="currentColor" strokeWidth="1.75" />
        </svg>
      </Button>
      <Heading className={styles.calendarHeading} />
      <Button slot="next" className={styles.navButton}>
        <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true">
          <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.75" />
        </svg>
      </Button>
    </header>
  );
}

function Grid({ cellClassName }: { cellClassName: string }) {
  return (
    <CalendarGrid className={styles.grid}>
      <CalendarGridHeader>
        {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
      </CalendarGridHeader>
      <CalendarGridBody>
        {(date) => <CalendarCell date={date} className={cellClassName} />}
      </CalendarGridBody>
    </CalendarGrid>
  );
}

/** The month grid inside a DatePicker (reads its value and limits from the picker). */
export function PickerCalendar() {
  return (
    <AriaCalendar>
      <CalendarHeader />
      <Grid cellClassName={`${styles.cell} ${styles.singleCell}`} />
    </AriaCalendar>
  );
}

/** The month grid inside a DateRangePicker. */
export function PickerRangeCalendar() {
  return (
    <AriaRangeCalendar>
      <CalendarHeader />
      <Grid cellClassName={`${styles.cell} ${styles.cellEnd}`} />
    </AriaRangeCalendar>
  );
}

export function CalendarIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true">
      <rect
        x="3"
        y="4.5"
        width="14"
        height="12.5"
        rx="2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
      <path d="M3 8.5h14M7 2.5v4M13 2.5v4" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
