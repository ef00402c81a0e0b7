import { useContext } from 'react';
import {
  DatePicker as AriaDatePicker,
  DatePickerStateContext,
  type DatePickerProps as AriaDatePickerProps,
  type DateValue,
} from 'react-aria-components';
import { splitFieldProps, type FieldProps } from '../../field/Field.tsx';
import {
  calendarBounds,
  PickerCalendar,
  PickerFrame,
  PickerTrigger,
  type IsoPickerProps,
  type IsoPickerReplacedProps,
} from './Calendar.tsx';
import { formatIso, toCalendarDate, toIso, type IsoDate } from './dates.ts';

export interface DatePickerProps
  extends
    FieldProps<AriaDatePickerProps<DateValue>, IsoPickerReplacedProps>,
    IsoPickerProps<IsoDate> {}

/** The trigger shows the chosen date or the placeholder and is named by it and the label. */
function PickerButton({ placeholder }: { placeholder: string }) {
  const state = useContext(DatePickerStateContext);
  const value = state?.value ? toIso(state.value) : null;
  const text = value ? formatIso(value) : placeholder;
  return <PickerTrigger text={text} isPlaceholder={!value} />;
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
