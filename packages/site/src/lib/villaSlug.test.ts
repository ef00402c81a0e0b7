import { describe, expect, it } from 'vitest';
import { villaSlug } from './villaSlug.ts';

describe('villaSlug', () => {
  it('follows the spec rule: leading Villa dropped, accents folded, runs of others to one hyphen', () => {
    expect(villaSlug('Villa Bellissima')).toBe('villa-bellissima');
    expect(villaSlug('  villa  Casa del Mar  ')).toBe('villa-casa-del-mar');
    expect(villaSlug('Casa Paraíso & Spa!')).toBe('villa-casa-paraiso-spa');
  });
});
