import { describe, expect, it } from 'vitest';
import { caboDate } from './cabo-date.ts';
import { weekStart } from './calendar.ts';
import { firstSeasonDay, inSeason, nextSeasonStart, seasonMonths } from './seasons.ts';

const whales = { from: 12, to: 4 };
const turtles = { from: 7, to: 12 };

describe("Cabo's today", () => {
  it('is still the day before in Cabo until 07:00 UTC', () => {
    // 05:30 UTC on the 27th is 22:30 on the 26th in Cabo (UTC-7).
    expect(caboDate(new Date('2026-11-27T05:30:00Z'))).toBe('2026-11-26');
    expect(caboDate(new Date('2026-11-27T06:59:59Z'))).toBe('2026-11-26');
    expect(caboDate(new Date('2026-11-27T07:00:00Z'))).toBe('2026-11-27');
    // 23:00 UTC is 16:00 in Cabo, the same day.
    expect(caboDate(new Date('2026-11-26T23:00:00Z'))).toBe('2026-11-26');
  });
  it("starts the events week on Cabo's Sunday", () => {
    // Sunday 2026-11-29 at 03:00 UTC is still Saturday the 28th in Cabo.
    expect(weekStart(new Date('2026-11-29T03:00:00Z'))).toBe('2026-11-22');
    expect(weekStart(new Date('2026-11-29T08:00:00Z'))).toBe('2026-11-29');
  });
});

describe('adventure seasons', () => {
  it('knows the months in a season that spans the new year', () => {
    expect(inSeason('2026-12-01', whales)).toBe(true);
    expect(inSeason('2027-02-14', whales)).toBe(true);
    expect(inSeason('2027-04-30', whales)).toBe(true);
    expect(inSeason('2027-05-01', whales)).toBe(false);
    expect(inSeason('2026-11-30', whales)).toBe(false);
    expect(inSeason('2026-11-30', undefined)).toBe(true);
    expect(inSeason('2026-08-10', turtles)).toBe(true);
    expect(inSeason('2027-01-10', turtles)).toBe(false);
  });
  it('starts the next season on the first day of its first month', () => {
    expect(nextSeasonStart('2026-11-26', whales)).toBe('2026-12-01');
    expect(nextSeasonStart('2026-05-02', whales)).toBe('2026-12-01');
    expect(nextSeasonStart('2027-01-20', whales)).toBe('2027-01-20');
    expect(nextSeasonStart('2027-01-20', turtles)).toBe('2027-07-01');
    expect(nextSeasonStart('2026-12-31', { from: 3, to: 5 })).toBe('2027-03-01');
    expect(nextSeasonStart('2026-11-26', undefined)).toBe('2026-11-26');
  });
  it("counts from Cabo's date, not the UTC date", () => {
    // 2026-12-01T05:00Z is still November 30th in Cabo: the season has not started there.
    expect(firstSeasonDay(new Date('2026-12-01T05:00:00Z'), whales)).toBe('2026-12-01');
    expect(firstSeasonDay(new Date('2026-05-01T03:00:00Z'), whales)).toBe('2026-04-30');
    expect(firstSeasonDay(new Date('2026-05-01T08:00:00Z'), whales)).toBe('2026-12-01');
  });
  it('names the months', () => {
    expect(seasonMonths(whales)).toBe('December to April');
    expect(seasonMonths({ from: 7, to: 7 })).toBe('July');
  });
});
