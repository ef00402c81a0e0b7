import { describe, expect, it } from 'vitest';
import { locationPlace, normalizePlaceNames, placeKey } from './places.ts';

describe('place names (one spelling per place)', () => {
  it('spells every place one way, keeping capitals in capitals', () => {
    expect(normalizePlaceNames('SAN JOSE DEL CABO')).toBe('SAN JOSÉ DEL CABO');
    expect(normalizePlaceNames('Palmilla,  san jose del cabo')).toBe('Palmilla, San José del Cabo');
    expect(normalizePlaceNames('Playa El Medano, Cabo San Lucas')).toBe(
      'Playa El Médano, Cabo San Lucas',
    );
    expect(normalizePlaceNames('Medanos Street')).toBe('Medanos Street');
    expect(locationPlace('Pedregal Oceanfront, Cabo San Lucas')).toBe('Cabo San Lucas');
    expect(locationPlace('Tourist Corridor')).toBe('Tourist Corridor');
    expect(placeKey('SAN JOSÉ  DEL CABO')).toBe(placeKey('san jose del cabo'));
  });
});
