import { describe, expect, it } from 'vitest';
import { themeValues } from '../theme/values.ts';
import { contrastRatio, parseColour } from './contrast.ts';

describe('contrastRatio', () => {
  it('gives the WCAG extremes', () => {
    expect(contrastRatio('#000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
  });

  it('matches published ratios', () => {
    // #767676 is the lightest grey that passes AA on white (4.54:1).
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#FFFFFF', '#2F4F4F')).toBeCloseTo(8.93, 2);
  });

  it('finds the theme text colours AA on their surfaces', () => {
    const c = themeValues.color;
    expect(contrastRatio(c.brand, c.surface)).toBeGreaterThan(4.5);
    expect(contrastRatio(c.text, c.sand)).toBeGreaterThan(4.5);
    expect(contrastRatio(c.textMuted, c.surface)).toBeGreaterThan(4.5);
    expect(contrastRatio(c.star, c.surface)).toBeGreaterThan(3);
  });

  it('reads rgba and lays a translucent colour over its background', () => {
    expect(parseColour('rgba(20, 32, 32, 0.88)')).toEqual({ r: 20, g: 32, b: 32, a: 0.88 });
    expect(contrastRatio('rgba(0, 0, 0, 0)', '#FFFFFF')).toBeCloseTo(1, 5);
  });
});
