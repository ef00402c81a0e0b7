export { DatePicker, type DatePickerProps } from './DatePicker.tsx';
export {
  DateRangePicker,
  type DateRangePickerProps,
  type IsoDateRange,
} from './DateRangePicker.tsx';
export { formatIso, todayIso, type IsoDate } from './dates.ts';
