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
});
