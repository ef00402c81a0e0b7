import { describe, expect, it } from 'vitest';
import { mergeAmenities } from './mergeAmenities.ts';

describe('mergeAmenities', () => {
  it('keeps the base list first and adds only what it lacks', () => {
    expect(mergeAmenities(['WiFi', 'Ocean View'], ['ocean view ', 'Chef', 'WiFi', 'Chef'])).toEqual(
      ['WiFi', 'Ocean View', 'Chef'],
    );
  });

  it('drops blanks', () => {
    expect(mergeAmenities([], ['  ', 'Gym'])).toEqual(['Gym']);
  });
});
