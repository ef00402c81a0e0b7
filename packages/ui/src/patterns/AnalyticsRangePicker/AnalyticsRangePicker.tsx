import {
  analyticsPresetLabels,
  analyticsPresetRange,
  analyticsPresets,
  type AnalyticsPreset,
  type AnalyticsRange,
} from '@cabo/contract';
import { DateRangePicker, formatIso, todayIso } from '../../components/DatePicker/index.ts';
import { Select } from '../../components/Select/index.ts';
import * as styles from './AnalyticsRangePicker.css';

/** A preset, or custom days (both ends, Cabo calendar dates). */
export type AnalyticsRangeChoice =
  { preset: AnalyticsPreset } | { preset: 'custom'; from: string; to: string };

export interface AnalyticsRangePickerProps {
  value: AnalyticsRangeChoice;
  onChange: (value: AnalyticsRangeChoice) => void;
  /** Cabo's date today; the presets count back from it. */
  today?: string;
}

/** The first day the custom calendar offers (the site took no requests before). */
const FIRST_DAY = '2020-01-01';

/** The days a choice covers when Cabo's date is `today`. */
export function analyticsRangeOf(choice: AnalyticsRangeChoice, today: string): AnalyticsRange {
  return choice.preset === 'custom'
    ? { from: choice.from, to: choice.to }
    : analyticsPresetRange(choice.preset, today);
}

const options = [
  ...analyticsPresets.map((id) => ({ id, label: analyticsPresetLabels[id] })),
  { id: 'custom', label: 'Custom range' },
];

/**
 * The analytics' date range (docs/admin.md, "Analytics"): a preset, or a custom range from the
 * calendar, on Cabo's calendar. The days it covers are written out beside it.
 */
export function AnalyticsRangePicker({
  value,
  onChange,
  today = todayIso(),
}: AnalyticsRangePickerProps) {
  const range = analyticsRangeOf(value, today);
  const custom = value.preset === 'custom' ? value : null;
  return (
    <div className={styles.bar}>
      <div className={styles.preset}>
        <Select
          label="Date range"
          options={options}
          value={value.preset}
          onChange={(id) => {
            if (id === 'custom') {
              // Custom starts from the days shown, so the figures do not jump.
              const shown =
                range.from && range.to ? range : analyticsPresetRange('last-30-days', today);
              onChange({ preset: 'custom', from: shown.from!, to: shown.to! });
            } else if (id) {
              onChange({ preset: id as AnalyticsPreset });
            }
          }}
        />
      </div>
      {custom ? (
        <div className={styles.custom}>
          <DateRangePicker
            label="Custom dates"
            value={{ start: custom.from, end: custom.to }}
            minValue={FIRST_DAY}
            maxValue={today}
            onChange={(next) => {
              if (next) onChange({ preset: 'custom', from: next.start, to: next.end });
            }}
          />
        </div>
      ) : null}
      <p className={styles.summary} aria-live="polite" data-range-summary="">
        {range.from && range.to
          ? `${formatIso(range.from)} – ${formatIso(range.to)}, Cabo time`
          : 'Every stored record, Cabo time'}
      </p>
    </div>
  );
}
