import { describe, expect, it } from 'vitest';
import { titleFromSlug } from './titleFromSlug.ts';

describe('titleFromSlug', () => {
  it('turns a slug into words', () => {
    expect(titleFromSlug('luxury-yacht-charters-guide')).toBe('Luxury Yacht Charters Guide');
    expect(titleFromSlug('--a--b-')).toBe('A B');
  });
});
