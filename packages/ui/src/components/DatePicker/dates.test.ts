import { describe, expect, it } from 'vitest';
import { formatIso, toCalendarDate, toIso, todayIso } from './dates.ts';

describe('picker dates', () => {
  it("formats ISO dates as the spec's 'MMM d, yyyy'", () => {
    expect(formatIso('2030-03-04')).toBe('Mar 4, 2030');
    expect(formatIso('2026-12-31')).toBe('Dec 31, 2026');
  });
  it('round-trips ISO strings through calendar dates', () => {
    expect(toIso(toCalendarDate('2030-03-14'))).toBe('2030-03-14');
    expect(toCalendarDate(null)).toBeNull();
  });
  it("takes today from Cabo's calendar, not the browser's zone", () => {
    // 05:30 UTC on the 27th: already the 27th in UTC and in Tokyo, still the 26th in Cabo.
    expect(todayIso(new Date('2026-11-27T05:30:00Z'))).toBe('2026-11-26');
    expect(todayIso(new Date('2026-11-26T23:00:00Z'))).toBe('2026-11-26');
    expect(todayIso(new Date('2026-11-27T07:00:00Z'))).toBe('2026-11-27');
  });
});
