import { describe, expect, it } from 'vitest';
import { formatIso, toCalendarDate, toIso } from './dates.ts';

describe('picker dates', () => {
  it("formats ISO dates as the spec's 'MMM d, yyyy'", () => {
    expect(formatIso('2030-03-04')).toBe('Mar 4, 2030');
    expect(formatIso('2026-12-31')).toBe('Dec 31, 2026');
  });
  it('round-trips ISO strings through calendar dates', () => {
    expect(toIso(toCalendarDate('2030-03-14'))).toBe('2030-03-14');
    expect(toCalendarDate(null)).toBeNull();
  });
});
