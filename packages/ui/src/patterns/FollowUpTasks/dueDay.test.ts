import { describe, expect, it } from 'vitest';
import { formatDueDay } from './dueDay.ts';

describe('formatDueDay', () => {
  it("shows a calendar day as 'MMM d, yyyy', whatever the zone it is read in", () => {
    expect(formatDueDay('2026-03-10')).toBe('Mar 10, 2026');
    expect(formatDueDay('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatDueDay('2026-12-31')).toBe('Dec 31, 2026');
    expect(formatDueDay('2026-09-30')).toBe('Sep 30, 2026');
    expect(formatDueDay('2028-02-29')).toBe('Feb 29, 2028');
  });
});
