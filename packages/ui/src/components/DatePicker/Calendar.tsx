import type { ReactNode } from 'react';
import {
  Button,
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Dialog,
  Group,
  Heading,
  Popover,
  RangeCalendar as AriaRangeCalendar,
  type DateValue,
} from 'react-aria-components';
import { FieldLabel, FieldMessages, type FieldTextProps } from '../../field/Field.tsx';
import * as fieldStyles from '../../field/Field.css';
import * as styles from './DatePicker.css';
import { toCalendarDate, todayIso, type IsoDate } from './dates.ts';

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
  // "Today" is Cabo's date, as the first bookable day is: React Aria's own `data-today`
  // follows the browser's zone, so a visitor abroad in the evening saw tomorrow marked.
  const today = todayIso();
  return (
    <CalendarGrid className={styles.grid}>
      <CalendarGridHeader>
        {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
      </CalendarGridHeader>
      <CalendarGridBody>
        {(date) => (
          <CalendarCell
            date={date}
            className={
              date.toString() === today ? `${cellClassName} ${styles.caboToday}` : cellClassName
            }
          />
        )}
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

function CalendarIcon() {
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

/**
 * The pickers' trigger: the chosen date(s) or, while none is, the placeholder (dimmed); the
 * text also names the button.
 */
export function PickerTrigger({ text, isPlaceholder }: { text: string; isPlaceholder: boolean }) {
  return (
    <Button className={`${fieldStyles.control} ${styles.trigger}`} aria-label={text}>
      <span className={styles.triggerText} data-placeholder={isPlaceholder ? '' : undefined}>
        {text}
      </span>
      <CalendarIcon />
    </Button>
  );
}

/** The props both pickers take in ISO dates, `V` being what is picked (a date, a range). */
export interface IsoPickerProps<V> {
  /** The chosen value as ISO dates ('2026-03-14'), or null (controlled). */
  value?: V | null;
  defaultValue?: V | null;
  onChange?: (value: V | null) => void;
  /** The earliest date that can be picked. Defaults to today: past dates are disabled. */
  minValue?: IsoDate;
  maxValue?: IsoDate;
  isDateUnavailable?: (date: IsoDate) => boolean;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  /** The month the calendar opens on while empty (defaults to the current month). */
  defaultMonth?: IsoDate;
}

/** React Aria picker props that both pickers replace with ISO-date or styled versions. */
export type IsoPickerReplacedProps =
  | 'className'
  | 'style'
  | 'children'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'minValue'
  | 'maxValue'
  | 'placeholderValue'
  | 'isDateUnavailable';

/** Calendar limits shared by both pickers, from ISO dates: past days are off by default. */
export function calendarBounds({
  minValue,
  maxValue,
  defaultMonth,
  isDateUnavailable,
}: {
  minValue?: IsoDate;
  maxValue?: IsoDate;
  defaultMonth?: IsoDate;
  isDateUnavailable?: (date: IsoDate) => boolean;
}) {
  return {
    minValue: toCalendarDate(minValue ?? todayIso()),
    maxValue: toCalendarDate(maxValue),
    placeholderValue: toCalendarDate(defaultMonth),
    isDateUnavailable: isDateUnavailable
      ? (date: DateValue) => isDateUnavailable(date.toString())
      : undefined,
  };
}

/**
 * The parts both pickers render inside their React Aria root: label, trigger, description,
 * error under the field, and the calendar in a popover dialog named by the label.
 */
export function PickerFrame({
  label,
  description,
  errorMessage,
  trigger,
  calendar,
}: FieldTextProps & { trigger: ReactNode; calendar: ReactNode }) {
  return (
    <>
      <FieldLabel>{label}</FieldLabel>
      <Group className={styles.group}>{trigger}</Group>
      <FieldMessages description={description} errorMessage={errorMessage} />
      <Popover className={styles.popover} placement="bottom start">
        <Dialog
          className={styles.dialog}
          aria-label={typeof label === 'string' ? label : undefined}
        >
          {calendar}
        </Dialog>
      </Popover>
    </>
  );
}
