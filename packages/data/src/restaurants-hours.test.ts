import { describe, expect, it } from 'vitest';
import {
  caboWeekday,
  dayOpenings,
  minutesFromTime,
  openState,
  openStateLabel,
  parseWeeklyHours,
  timeFromMinutes,
} from './restaurants-hours.ts';

const everyDay = (text: string) =>
  Object.fromEntries(
    ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => [
      d,
      text,
    ]),
  );

const farmHours = {
  Monday: 'Closed',
  Tuesday: '9:00 AM - 10:00 PM',
  Wednesday: '9:00 AM - 10:00 PM',
  Thursday: '9:00 AM - 10:00 PM',
  Friday: '9:00 AM - 10:00 PM',
  Saturday: '9:00 AM - 10:00 PM',
  Sunday: '9:00 AM - 4:00 PM',
};

// Los Cabos is UTC-7 all year: 2026-03-10 is a Tuesday, 12:00 UTC is 5:00 AM there.
const cabo = (isoLocal: string) => new Date(`${isoLocal}-07:00`);

describe('times', () => {
  it('reads and writes 12-hour times', () => {
    expect(minutesFromTime('5:30 PM')).toBe(17 * 60 + 30);
    expect(minutesFromTime('12:00 AM')).toBe(0);
    expect(minutesFromTime('12:15 PM')).toBe(12 * 60 + 15);
    expect(minutesFromTime('17:30')).toBeUndefined();
    expect(timeFromMinutes(17 * 60)).toBe('5:00 PM');
    expect(timeFromMinutes(0)).toBe('12:00 AM');
    expect(timeFromMinutes(24 * 60 + 60)).toBe('1:00 AM');
  });

  it('reads a day as ranges; Closed and nonsense give none; past midnight runs on', () => {
    expect(dayOpenings('Closed')).toEqual([]);
    expect(dayOpenings('by appointment')).toEqual([]);
    expect(dayOpenings('8:00 AM - 2:00 PM, 5:00 PM - 1:00 AM')).toEqual([
      { start: 480, end: 840 },
      { start: 1020, end: 25 * 60 },
    ]);
  });
});

describe('openState in Los Cabos time (docs/adventures-and-restaurants.md)', () => {
  const hours = everyDay('5:30 PM - 10:00 PM');

  it('is open between opening and closing, with the closing time', () => {
    const state = openState(hours, cabo('2026-03-10T19:00:00'));
    expect(state).toEqual({ kind: 'open', closesAt: '10:00 PM' });
    expect(openStateLabel(state)).toBe('Open now · Closes at 10:00 PM');
  });

  it('before opening says when it opens today', () => {
    const state = openState(hours, cabo('2026-03-10T11:00:00'));
    expect(openStateLabel(state)).toBe('Opens at 5:30 PM');
  });

  it('after closing names the next day', () => {
    expect(openStateLabel(openState(hours, cabo('2026-03-10T22:00:00')))).toBe(
      'Opens Wednesday at 5:30 PM',
    );
  });

  it('skips closed days (Monday) to the next opening', () => {
    // Sunday 5 PM: closed since 4 PM, Monday closed, so Tuesday 9 AM.
    expect(openStateLabel(openState(farmHours, cabo('2026-03-15T17:00:00')))).toBe(
      'Opens Tuesday at 9:00 AM',
    );
    expect(openState(farmHours, cabo('2026-03-16T12:00:00'))).toMatchObject({
      kind: 'closed',
      opensOn: 'Tuesday',
    });
  });

  it('is the same instant whatever zone the Date was written in', () => {
    // 02:00 UTC on Wednesday is 7:00 PM Tuesday in Los Cabos.
    const state = openState(hours, new Date('2026-03-11T02:00:00Z'));
    expect(state.kind).toBe('open');
    expect(caboWeekday(new Date('2026-03-11T02:00:00Z'))).toBe('Tuesday');
  });

  it('keeps a late opening open after midnight, also from Sunday into Monday', () => {
    const late = { ...everyDay('Closed'), Sunday: '8:00 PM - 2:00 AM' };
    expect(openState(late, cabo('2026-03-16T01:00:00'))).toEqual({
      kind: 'open',
      closesAt: '2:00 AM',
    });
    expect(openState(late, cabo('2026-03-16T03:00:00'))).toMatchObject({
      kind: 'closed',
      opensOn: 'Sunday',
    });
  });

  it('claims nothing without readable hours', () => {
    expect(openState({}, cabo('2026-03-10T19:00:00'))).toEqual({ kind: 'unknown' });
    expect(openStateLabel({ kind: 'unknown' })).toBeNull();
  });

  it('the only opening of the week, already over today, is next week', () => {
    const once = { ...everyDay('Closed'), Tuesday: '9:00 AM - 10:00 AM' };
    expect(openStateLabel(openState(once, cabo('2026-03-10T12:00:00')))).toBe(
      'Opens Tuesday at 9:00 AM',
    );
  });
});

describe('parseWeeklyHours (the list column)', () => {
  it('expands Daily and day ranges, other days Closed', () => {
    expect(parseWeeklyHours('Daily 5:00 PM - 11:00 PM')).toEqual(everyDay('5:00 PM - 11:00 PM'));
    expect(parseWeeklyHours('Tue-Sun 1:00 PM - 10:00 PM; Mon Closed')).toEqual({
      ...everyDay('1:00 PM - 10:00 PM'),
      Monday: 'Closed',
    });
    expect(parseWeeklyHours('Fri-Mon 6:00 PM - 2:00 AM')).toEqual({
      ...everyDay('Closed'),
      Friday: '6:00 PM - 2:00 AM',
      Saturday: '6:00 PM - 2:00 AM',
      Sunday: '6:00 PM - 2:00 AM',
      Monday: '6:00 PM - 2:00 AM',
    });
  });

  it('an empty column is no hours', () => {
    expect(parseWeeklyHours('  ')).toEqual({});
  });
});

describe('the catalogue', () => {
  it('gives every restaurant readable hours, so "Open now" can be said of each', async () => {
    const { catalogueRestaurants } = await import('./catalogue.ts');
    for (const r of catalogueRestaurants()) {
      expect(openState(r.hours, cabo('2026-03-10T19:00:00')).kind, r.name).not.toBe('unknown');
    }
  });
});
