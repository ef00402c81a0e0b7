import { useContext } from 'react';
import {
  DateRangePicker as AriaDateRangePicker,
  DateRangePickerStateContext,
  type DateRangePickerProps as AriaDateRangePickerProps,
  type DateValue,
} from 'react-aria-components';
import { splitFieldProps, type FieldProps } from '../../field/Field.tsx';
import {
  calendarBounds,
  PickerRangeCalendar,
  PickerFrame,
  PickerTrigger,
  type IsoPickerProps,
  type IsoPickerReplacedProps,
} from './Calendar.tsx';
import { formatIso, toCalendarDate, toIso, type IsoDate } from './dates.ts';

export interface IsoDateRange {
  start: IsoDate;
  end: IsoDate;
}

export interface DateRangePickerProps
  extends
    FieldProps<AriaDateRangePickerProps<DateValue>, IsoPickerReplacedProps>,
    IsoPickerProps<IsoDateRange> {}

const toRange = (range: IsoDateRange | null | undefined) =>
  range ? { start: toCalendarDate(range.start)!, end: toCalendarDate(range.end)! } : null;

function RangeButton({ placeholder }: { placeholder: string }) {
  const state = useContext(DateRangePickerStateContext);
  const start = state?.value?.start ? toIso(state.value.start) : null;
  const end = state?.value?.end ? toIso(state.value.end) : null;
  const text = start && end ? `${formatIso(start)} – ${formatIso(end)}` : placeholder;
  return <PickerTrigger text={text} isPlaceholder={!(start && end)} />;
}

/**
 * Check-in and check-out in one calendar: the first press picks the start, the second the end,
 * so check-out always follows check-in. Past dates are disabled by default.
 */
export function DateRangePicker({
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  isDateUnavailable,
  placeholder = 'Select dates',
  defaultMonth,
  ...props
}: DateRangePickerProps) {
  const { text, root } = splitFieldProps(props);
  return (
    <AriaDateRangePicker
      {...root}
      value={value === undefined ? undefined : toRange(value)}
      defaultValue={toRange(defaultValue)}
      onChange={(next) =>
        onChange?.(
          next ? { start: toIso(next.start) as IsoDate, end: toIso(next.end) as IsoDate } : null,
        )
      }
      {...calendarBounds({ minValue, maxValue, defaultMonth, isDateUnavailable })}
    >
      <PickerFrame
        {...text}
        trigger={<RangeButton placeholder={placeholder} />}
        calendar={<PickerRangeCalendar />}
      />
    </AriaDateRangePicker>
  );
}
