import { useContext } from 'react';
import {
  Button,
  DatePicker as AriaDatePicker,
  DatePickerStateContext,
  type DatePickerProps as AriaDatePickerProps,
  type DateValue,
} from 'react-aria-components';
import { splitFieldProps, type FieldProps } from '../../field/Field.tsx';
import * as fieldStyles from '../../field/Field.css';
import {
  calendarBounds,
  CalendarIcon,
  PickerCalendar,
  PickerFrame,
  type IsoPickerReplacedProps,
} from './Calendar.tsx';
import * as styles from './DatePicker.css';
import { formatIso, toCalendarDate, toIso, type IsoDate } from './dates.ts';

export interface DatePickerProps extends FieldProps<
  AriaDatePickerProps<DateValue>,
  IsoPickerReplacedProps
> {
  /** ISO date ('2026-03-14') or null (controlled). */
  value?: IsoDate | null;
  defaultValue?: IsoDate | null;
  onChange?: (value: IsoDate | null) => void;
  /** The earliest date that can be picked. Defaults to today: past dates are disabled. */
  minValue?: IsoDate;
  maxValue?: IsoDate;
  isDateUnavailable?: (date: IsoDate) => boolean;
  /** Shown while no date is chosen. */
  placeholder?: string;
  /** The month the calendar opens on while empty (defaults to the current month). */
  defaultMonth?: IsoDate;
}

/** The trigger shows the chosen date or the placeholder and is named by it and the label. */
function PickerButton({ placeholder }: { placeholder: string }) {
  const state = useContext(DatePickerStateContext);
  const value = state?.value ? toIso(state.value) : null;
  const text = value ? formatIso(value) : placeholder;
  return (
    <Button className={`${fieldStyles.control} ${styles.trigger}`} aria-label={text}>
      <span className={styles.triggerText} data-placeholder={value ? undefined : ''}>
        {text}
      </span>
      <CalendarIcon />
    </Button>
  );
}

/** A labelled date field that opens a month calendar; past dates are disabled by default. */
export function DatePicker({
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  isDateUnavailable,
  placeholder = 'Pick a date',
  defaultMonth,
  ...props
}: DatePickerProps) {
  const { text, root } = splitFieldProps(props);
  return (
    <AriaDatePicker
      {...root}
      value={value === undefined ? undefined : toCalendarDate(value)}
      defaultValue={toCalendarDate(defaultValue)}
      onChange={(next) => onChange?.(toIso(next))}
      {...calendarBounds({ minValue, maxValue, defaultMonth, isDateUnavailable })}
    >
      <PickerFrame
        {...text}
        trigger={<PickerButton placeholder={placeholder} />}
        calendar={<PickerCalendar />}
      />
    </AriaDatePicker>
  );
}
