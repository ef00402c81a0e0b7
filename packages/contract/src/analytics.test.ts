import { describe, expect, it } from 'vitest';
import {
  adminAnalyticsQuerySchema,
  analyticsPresetRange,
  formatConversionRate,
  interestInWords,
} from './analytics.ts';

describe('analyticsPresetRange', () => {
  it('counts days back from Cabo’s today, today included', () => {
    expect(analyticsPresetRange('last-7-days', '2026-03-05')).toEqual({
      from: '2026-02-27',
      to: '2026-03-05',
    });
    expect(analyticsPresetRange('last-30-days', '2026-03-05')).toEqual({
      from: '2026-02-04',
      to: '2026-03-05',
    });
  });

  it('knows months and years, across the new year', () => {
    expect(analyticsPresetRange('this-month', '2026-03-05')).toEqual({
      from: '2026-03-01',
      to: '2026-03-05',
    });
    expect(analyticsPresetRange('last-month', '2026-03-05')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(analyticsPresetRange('last-month', '2026-01-10')).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
    expect(analyticsPresetRange('this-year', '2026-03-05')).toEqual({
      from: '2026-01-01',
      to: '2026-03-05',
    });
    expect(analyticsPresetRange('all-time', '2026-03-05')).toEqual({});
  });
});

describe('the analytics query and figures', () => {
  it('takes empty ends as open and refuses a reversed range', () => {
    expect(adminAnalyticsQuerySchema.parse({ from: '', to: '2026-03-01' })).toEqual({
      to: '2026-03-01',
    });
    expect(
      adminAnalyticsQuerySchema.safeParse({ from: '2026-03-02', to: '2026-03-01' }).success,
    ).toBe(false);
  });

  it('writes no rate as a dash, never 0%', () => {
    expect(formatConversionRate(null)).toBe('—');
    expect(formatConversionRate(0)).toBe('0.0%');
    expect(formatConversionRate(41 / 99)).toBe('41.4%');
    expect(interestInWords('group_trip')).toBe('Group trip');
  });
});
