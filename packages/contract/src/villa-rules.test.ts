import { describe, expect, it } from 'vitest';
import { upcomingSeasonRates, villaNightLines, type VillaRates } from './villa-rules.ts';

const holidays = {
  name: 'Holidays',
  start: '2026-12-20',
  end: '2027-01-02',
  pricePerNight: '3200',
};
const easter = {
  name: 'Easter week',
  start: '2027-03-21',
  end: '2027-03-28',
  pricePerNight: '2900',
};
const villa: VillaRates = { pricePerNight: '2450', seasonRates: [easter, holidays] };

const nightsOf = (lines: { nights: number }[]) => lines.reduce((sum, l) => sum + l.nights, 0);

describe('villaNightLines', () => {
  it('prices a stay without a season at the villa rate', () => {
    expect(villaNightLines('2026-05-01', '2026-05-04', villa)).toEqual([{ nights: 3, rate: 2450 }]);
    // A villa without seasons at all, its rate as a number.
    expect(villaNightLines('2026-05-01', '2026-05-04', { pricePerNight: 2450 })).toEqual([
      { nights: 3, rate: 2450 },
    ]);
  });

  it('prices a stay inside a season at its rate', () => {
    expect(villaNightLines('2026-12-24', '2026-12-27', villa)).toEqual([
      { label: 'Holidays', nights: 3, rate: 3200 },
    ]);
    // Its first and last nights are in it: the 2nd of January is the last night.
    expect(villaNightLines('2026-12-20', '2027-01-03', villa)).toEqual([
      { label: 'Holidays', nights: 14, rate: 3200 },
    ]);
  });

  it('prices a stay crossing into and out of a season night by night', () => {
    const lines = villaNightLines('2026-12-17', '2027-01-05', villa);
    // 17, 18, 19 regular; 20 Dec - 2 Jan holidays (14); 3, 4 Jan regular.
    expect(lines).toEqual([
      { nights: 5, rate: 2450 },
      { label: 'Holidays', nights: 14, rate: 3200 },
    ]);
    expect(nightsOf(lines)).toBe(19);
  });

  it('orders the lines as the stay reaches them', () => {
    expect(villaNightLines('2026-12-30', '2027-01-04', villa)).toEqual([
      { label: 'Holidays', nights: 4, rate: 3200 },
      { nights: 1, rate: 2450 },
    ]);
  });

  it('does not price the check-out day: a season starting then adds no night', () => {
    expect(villaNightLines('2026-12-17', '2026-12-20', villa)).toEqual([{ nights: 3, rate: 2450 }]);
    // The day after a season's last night is a regular night.
    expect(villaNightLines('2027-01-02', '2027-01-04', villa)).toEqual([
      { label: 'Holidays', nights: 1, rate: 3200 },
      { nights: 1, rate: 2450 },
    ]);
  });

  it('prices a stay over two seasons, each on its line', () => {
    const summary = villaNightLines('2026-12-31', '2027-03-23', {
      pricePerNight: '2000',
      seasonRates: [holidays, easter],
    });
    expect(summary).toEqual([
      // 31 Dec, 1 and 2 Jan; 3 Jan - 20 Mar; 21 and 22 Mar.
      { label: 'Holidays', nights: 3, rate: 3200 },
      { nights: 77, rate: 2000 },
      { label: 'Easter week', nights: 2, rate: 2900 },
    ]);
    expect(nightsOf(summary)).toBe(82);
    // Two adjacent seasons: no regular night between them.
    const back = villaNightLines('2027-06-29', '2027-07-03', {
      pricePerNight: '2000',
      seasonRates: [
        { name: 'June', start: '2027-06-01', end: '2027-06-30', pricePerNight: '1800' },
        { name: 'July', start: '2027-07-01', end: '2027-07-31', pricePerNight: '1700' },
      ],
    });
    expect(back).toEqual([
      { label: 'June', nights: 2, rate: 1800 },
      { label: 'July', nights: 2, rate: 1700 },
    ]);
  });

  it('counts calendar nights across a daylight-saving change and from date-times', () => {
    // US clocks go back on 2026-11-01; Mexico has no DST: three nights either way.
    expect(nightsOf(villaNightLines('2026-10-31', '2026-11-03', villa))).toBe(3);
    expect(nightsOf(villaNightLines('2027-03-13', '2027-03-15', villa))).toBe(2);
    // Only the day counts: a time of day moves nothing.
    expect(villaNightLines('2026-12-19T23:30:00-07:00', '2026-12-21T00:30:00.000Z', villa)).toEqual(
      [
        { nights: 1, rate: 2450 },
        { label: 'Holidays', nights: 1, rate: 3200 },
      ],
    );
    // Leap day.
    expect(nightsOf(villaNightLines('2028-02-28', '2028-03-01', villa))).toBe(2);
  });

  it('answers no night for empty, invalid or backwards dates', () => {
    expect(villaNightLines('', '', villa)).toEqual([]);
    expect(villaNightLines('2026-05-01', '', villa)).toEqual([]);
    expect(villaNightLines('not a date', '2026-05-04', villa)).toEqual([]);
    expect(villaNightLines('2027-02-27', '2027-02-30', villa)).toEqual([]);
    expect(villaNightLines('2026-05-04', '2026-05-01', villa)).toEqual([]);
    expect(villaNightLines('2026-05-01', '2026-05-01T05:00:00Z', villa)).toEqual([]);
  });

  it('ignores a malformed season rather than pricing a night at nothing', () => {
    const summary = villaNightLines('2026-12-24', '2026-12-26', {
      pricePerNight: '2450',
      seasonRates: [{ ...holidays, pricePerNight: '' }],
    });
    expect(summary).toEqual([{ nights: 2, rate: 2450 }]);
  });
});

describe('upcomingSeasonRates', () => {
  it('lists seasons not yet over, soonest first', () => {
    const past = {
      name: 'Last Easter',
      start: '2026-03-29',
      end: '2026-04-05',
      pricePerNight: '2900',
    };
    expect(upcomingSeasonRates([easter, past, holidays], '2026-12-01')).toEqual([holidays, easter]);
    expect(upcomingSeasonRates([holidays], '2027-01-02')).toEqual([holidays]);
    expect(upcomingSeasonRates([holidays], '2027-01-03')).toEqual([]);
    expect(upcomingSeasonRates(undefined, '2027-01-03')).toEqual([]);
  });
});
