import { describe, expect, it } from 'vitest';
import { caboDate } from './cabo-date.ts';
import { addDays, isCalendarDate, weekStart } from './calendar.ts';

describe('addDays', () => {
  it('crosses month, year and leap-day ends both ways', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-03-01', -29)).toBe('2026-01-31');
    expect(addDays('2026-11-27', 0)).toBe('2026-11-27');
    expect(addDays('2026-01-01', 365)).toBe('2027-01-01');
  });
});

describe('isCalendarDate', () => {
  it("takes only a real day written 'yyyy-MM-dd'", () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-12-31')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-04-31')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-00-10')).toBe(false);
    expect(isCalendarDate('2026-1-5')).toBe(false);
    expect(isCalendarDate('2026-03')).toBe(false);
    expect(isCalendarDate('2026-03-10T00:00:00Z')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
  });
});

describe('caboDate', () => {
  it('is still the day before in Cabo from 5 pm, when the UTC date has moved on', () => {
    // 17:00 in Cabo (UTC-7) is 00:00 UTC of the next day.
    expect(caboDate(new Date('2026-11-28T00:00:00Z'))).toBe('2026-11-27');
    expect(caboDate(new Date('2026-11-28T06:59:59.999Z'))).toBe('2026-11-27');
    expect(caboDate(new Date('2026-11-28T07:00:00Z'))).toBe('2026-11-28');
  });

  it('keeps the old month and year until midnight in Cabo', () => {
    expect(caboDate(new Date('2026-12-01T02:00:00Z'))).toBe('2026-11-30');
    expect(caboDate(new Date('2027-01-01T05:30:00Z'))).toBe('2026-12-31');
    expect(caboDate(new Date('2027-01-01T07:00:00Z'))).toBe('2027-01-01');
    expect(caboDate(new Date('2028-03-01T01:00:00Z'))).toBe('2028-02-29');
  });

  it('has no daylight saving: UTC-7 in summer too', () => {
    expect(caboDate(new Date('2026-07-15T06:59:00Z'))).toBe('2026-07-14');
    expect(caboDate(new Date('2026-07-15T07:00:00Z'))).toBe('2026-07-15');
  });
});

describe('weekStart', () => {
  it("goes back over a month's and a year's end to the Sunday", () => {
    // 2027-01-01 is a Friday; its week starts on Sunday 2026-12-27.
    expect(weekStart('2027-01-01')).toBe('2026-12-27');
    expect(weekStart('2026-03-07')).toBe('2026-03-01');
    expect(weekStart('2026-08-01')).toBe('2026-07-26');
    expect(weekStart('2026-07-26T12:00:00.000Z')).toBe('2026-07-26');
  });

  it("takes an instant's week from Cabo's date after 5 pm on a Saturday", () => {
    // Saturday 2027-01-02 at 6 pm in Cabo is Sunday the 3rd in UTC.
    expect(weekStart(new Date('2027-01-03T01:00:00Z'))).toBe('2026-12-27');
    expect(weekStart(new Date('2027-01-03T07:00:00Z'))).toBe('2027-01-03');
  });
});
