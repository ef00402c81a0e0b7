import { describe, expect, it } from 'vitest';
import { sampleStayAnchor, sampleStays } from './villa-sample-stays.ts';

describe('sample stays', () => {
  it("anchor on the first Saturday 21+ days after Cabo's date, at its UTC midnight", () => {
    // Wednesday 4 March: 21 days on is Wednesday the 25th, so Saturday the 28th.
    expect(sampleStayAnchor(new Date('2026-03-04T15:00:00Z')).toISOString()).toBe(
      '2026-03-28T00:00:00.000Z',
    );
    // A Saturday 21 days on is the anchor itself.
    expect(sampleStayAnchor(new Date('2026-03-07T15:00:00Z')).toISOString()).toBe(
      '2026-03-28T00:00:00.000Z',
    );
  });

  it("count from Cabo's date after 5 pm there, when the UTC date is already the next day", () => {
    // 6 pm on Saturday 7 March in Cabo is Sunday the 8th in UTC: 21 days on is still the 28th.
    const evening = new Date('2026-03-08T01:00:00Z');
    expect(sampleStayAnchor(evening).toISOString().slice(0, 10)).toBe('2026-03-28');
    expect(sampleStays(evening)).toEqual(sampleStays(new Date('2026-03-07T15:00:00Z')));
    // From 7 am UTC it is the 8th in Cabo too: the next week's Saturday.
    expect(sampleStayAnchor(new Date('2026-03-08T07:00:00Z')).toISOString().slice(0, 10)).toBe(
      '2026-04-04',
    );
  });

  it("hold the same nights after the anchor, across a month's and a year's end", () => {
    // Cabo's 10 December: 21 days on is Thursday 31 December, so Saturday 2 January.
    expect(sampleStays(new Date('2026-12-11T02:00:00Z'))).toEqual([
      { slug: 'villa-bellissima', start: '2027-01-02', end: '2027-01-09' },
      { slug: 'villa-serenidad', start: '2027-01-05', end: '2027-01-10' },
      { slug: 'villa-cielo', start: '2027-01-16', end: '2027-01-20' },
    ]);
    // Cabo's 1 February 2028: the anchor is Saturday 26 February, a leap year's.
    expect(sampleStays(new Date('2028-02-01T18:00:00Z'))).toEqual([
      { slug: 'villa-bellissima', start: '2028-02-26', end: '2028-03-04' },
      { slug: 'villa-serenidad', start: '2028-02-29', end: '2028-03-05' },
      { slug: 'villa-cielo', start: '2028-03-11', end: '2028-03-15' },
    ]);
  });
});
