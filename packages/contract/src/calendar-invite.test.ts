import { describe, expect, it } from 'vitest';
import { calendarInvite } from './calendar-invite.ts';

const stamp = new Date('2030-04-01T12:00:00.000Z');

describe('calendarInvite', () => {
  it("writes a table request as a VEVENT on Cabo's clock, two hours by default", () => {
    const ics = calendarInvite(
      {
        reference: 'CBO-7K4Q2',
        title: 'Table at El Farallón, party of 4',
        date: '2030-05-02',
        time: '19:30',
      },
      stamp,
    );
    const lines = ics.split('\r\n');
    expect(lines).toContain('DTSTART;TZID=America/Mazatlan:20300502T193000');
    expect(lines).toContain('DTEND;TZID=America/Mazatlan:20300502T213000');
    expect(lines).toContain('UID:cbo-7k4q2@cabo-concierge');
    expect(lines).toContain('DTSTAMP:20300401T120000Z');
    expect(lines).toContain('SUMMARY:Table at El Farallón\\, party of 4');
    expect(lines).toContain('TZOFFSETTO:-0700');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('runs past midnight into the next day, and a tour without a time takes the whole day', () => {
    const late = calendarInvite(
      {
        reference: 'CBO-AAAAA',
        title: 'Late',
        date: '2030-12-31',
        time: '23:00',
        durationMinutes: 90,
      },
      stamp,
    );
    expect(late).toContain('DTEND;TZID=America/Mazatlan:20310101T003000');
    const tour = calendarInvite(
      { reference: 'CBO-BBBBB', title: 'Sailing', date: '2030-05-02' },
      stamp,
    );
    expect(tour).toContain('DTSTART;VALUE=DATE:20300502');
    expect(tour).toContain('DTEND;VALUE=DATE:20300503');
  });

  it('folds long lines at 75 characters', () => {
    const ics = calendarInvite(
      { reference: 'CBO-CCCCC', title: 'x'.repeat(200), date: '2030-05-02' },
      stamp,
    );
    expect(ics.split('\r\n').every((line) => line.length <= 75)).toBe(true);
  });
});
