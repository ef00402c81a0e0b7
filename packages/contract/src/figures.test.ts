import { describe, expect, it } from 'vitest';
import {
  discountLabel,
  priceDollars,
  readTimeLabel,
  readTimeMinutes,
  siteFigure,
  siteFigureValue,
  wordCount,
} from './figures.ts';
import { siteFiguresSchema } from './site-figures.ts';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('read time (docs/catalogue.md, "Figures")', () => {
  it('counts the words of the HTML, not its tags or entities', () => {
    expect(
      wordCount('<h2>Hidden beaches</h2><p>Go <strong>early</strong>&nbsp;&amp; bring water.</p>'),
    ).toBe(6);
    expect(wordCount('<p> </p><script>var a = 1;</script>')).toBe(0);
  });

  it('is the words over 220 a minute, rounded up, at least 1', () => {
    expect(readTimeMinutes('')).toBe(1);
    expect(readTimeMinutes(`<p>${words(150)}</p>`)).toBe(1);
    expect(readTimeMinutes(`<p>${words(220)}</p>`)).toBe(1);
    expect(readTimeMinutes(`<p>${words(221)}</p>`)).toBe(2);
    expect(readTimeLabel(`<p>${words(1000)}</p>`)).toBe('5 min read');
  });
});

describe('discounts', () => {
  it('reads the dollars of a catalogue price', () => {
    expect(priceDollars('$104 USD')).toBe(104);
    expect(priceDollars('$1,250')).toBe(1250);
    expect(priceDollars('from the dock')).toBeNull();
  });

  it('shows a badge only for an original price above the current one', () => {
    expect(discountLabel('$189 USD', '$270 USD')).toBe('-30%');
    expect(discountLabel('$79 USD', '$100 USD')).toBe('-21%');
    expect(discountLabel('$79 USD', undefined)).toBeUndefined();
    expect(discountLabel('$79 USD', '')).toBeUndefined();
    expect(discountLabel('$79 USD', '$79 USD')).toBeUndefined();
    expect(discountLabel('$79 USD', '$60 USD')).toBeUndefined();
  });
});

describe('site figures', () => {
  const figures = {
    travelers: 227_000,
    families: 500,
    weddings: 150,
    partners: 120,
    ownerSatisfaction: 95,
  };

  it('writes counts with a plus and the satisfaction as a percentage', () => {
    expect(siteFigureValue('travelers', figures)).toBe('227,000+');
    expect(siteFigureValue('ownerSatisfaction', figures)).toBe('95%');
    expect(siteFigure('weddings', figures)).toEqual({ value: '150+', label: 'Weddings planned' });
  });

  it('bounds each figure', () => {
    expect(siteFiguresSchema.safeParse(figures).success).toBe(true);
    for (const bad of [
      { ...figures, ownerSatisfaction: 101 },
      { ...figures, weddings: -1 },
      { ...figures, travelers: 1.5 },
      { ...figures, invented: 3 },
    ]) {
      expect(siteFiguresSchema.safeParse(bad).success).toBe(false);
    }
  });
});
