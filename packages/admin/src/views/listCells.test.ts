import { describe, expect, it } from 'vitest';
import { dateRange, humanise, nightsOf, optionsOf, stayDates } from './listCells.tsx';

describe('dateRange (docs/admin.md: "MMM d" to "MMM d, yyyy")', () => {
  it('shows a stay from its first to its last day', () => {
    expect(dateRange('2026-04-10', '2026-04-15')).toBe('Apr 10 to Apr 15, 2026');
  });
  it('shows one day alone, and a dash without dates', () => {
    expect(dateRange('2026-03-28', null)).toBe('Mar 28, 2026');
    expect(dateRange(null, null)).toBe('—');
  });
  it('reads calendar dates without a time zone shift', () => {
    expect(dateRange('2026-01-01', '2026-12-31')).toBe('Jan 1 to Dec 31, 2026');
  });
});

describe('nightsOf and stayDates', () => {
  it('count the nights across a month, a year and a leap day', () => {
    expect(nightsOf('2026-04-10', '2026-04-15')).toBe(5);
    expect(nightsOf('2026-01-30', '2026-02-02')).toBe(3);
    expect(nightsOf('2026-12-30', '2027-01-02')).toBe(3);
    expect(nightsOf('2028-02-28', '2028-03-01')).toBe(2);
    expect(nightsOf('2026-03-01', '2026-11-01')).toBe(245);
    expect(nightsOf('2026-04-10', null)).toBeNull();
  });
  it('write the range with its nights, the year once', () => {
    expect(stayDates('2026-12-30', '2027-01-02')).toBe('Dec 30 to Jan 2, 2027 · 3 nights');
    expect(stayDates('2026-04-10', '2026-04-11')).toBe('Apr 10 to Apr 11, 2026 · 1 night');
    expect(stayDates('2026-04-10', null)).toBe('Apr 10, 2026');
  });
});

describe('filter options', () => {
  it("start with 'all' and show underscores as spaces", () => {
    expect(optionsOf('All Interests', ['villa', 'group_trip'])).toEqual([
      { id: 'all', label: 'All Interests' },
      { id: 'villa', label: 'villa' },
      { id: 'group_trip', label: 'group trip' },
    ]);
    expect(humanise('property_management')).toBe('property management');
  });
});
