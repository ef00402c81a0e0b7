import { format, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { formatPostDate } from './formatPostDate.ts';

describe('formatPostDate', () => {
  it("matches date-fns 'MMM d, yyyy' for every month", () => {
    for (let month = 1; month <= 12; month++) {
      const date = `2025-${String(month).padStart(2, '0')}-0${(month % 9) + 1}`;
      expect(formatPostDate(date)).toBe(format(parseISO(date), 'MMM d, yyyy'));
    }
    expect(formatPostDate('2025-03-02')).toBe('Mar 2, 2025');
    expect(formatPostDate('2024-12-31')).toBe('Dec 31, 2024');
  });

  it('matches date-fns on every day of a leap year', () => {
    for (let day = new Date(Date.UTC(2024, 0, 1)); day.getUTCFullYear() === 2024;) {
      const date = day.toISOString().slice(0, 10);
      expect(formatPostDate(date)).toBe(format(parseISO(date), 'MMM d, yyyy'));
      day = new Date(day.getTime() + 86_400_000);
    }
  });
});
