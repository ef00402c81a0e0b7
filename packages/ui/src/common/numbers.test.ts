import { describe, expect, it } from 'vitest';
import { groupDigits, wholeDollars } from './numbers.ts';

// The hand-written formats must read exactly as Intl's en-US ones they stand in for.
const intlGrouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const intlDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const samples = [
  0, 1, 9, 10, 99, 100, 999, 1000, 1001, 3850, 9999, 10_000, 12_345, 99_999, 100_000, 999_999,
  1_000_000, 1_234_567, 10_000_000, 123_456_789, 0.4, 0.5, 1.5, 2.5, 999.5, 1234.49, -0.4, -0.5, -1,
  -2.5, -1234, -1_234_567.5,
];

describe('whole-number formats', () => {
  it.each(samples)('%d groups its digits as Intl does', (value) => {
    expect(groupDigits(value)).toBe(intlGrouped.format(value));
  });

  it.each(samples)('%d reads as whole dollars as Intl writes them', (value) => {
    expect(wholeDollars(value)).toBe(intlDollars.format(value));
  });
});
