export {
  AnalyticsRangePicker,
  analyticsRangeOf,
  type AnalyticsRangeChoice,
  type AnalyticsRangePickerProps,
} from './AnalyticsRangePicker.tsx';
