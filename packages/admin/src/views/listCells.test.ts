import { describe, expect, it } from 'vitest';
import { dateRange, humanise, optionsOf } from './listCells.tsx';

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
