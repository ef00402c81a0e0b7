import { describe, expect, it } from 'vitest';
import {
  ALL_RESORTS,
  buildResortInquiryPayload,
  distinctResortValues,
  filterResorts,
  noResortFilters,
  resortInquiryFormSchema,
  resortInquiryPayloadSchema,
  type ResortFilters,
} from './index.ts';

type R = {
  name: string;
  location: 'CABO SAN LUCAS' | 'SAN JOSÉ DEL CABO' | 'CORRIDOR';
  priceLevel: '$$$$' | '$$$$$';
};
const resorts: R[] = [
  { name: 'Casa Dorada', location: 'CABO SAN LUCAS', priceLevel: '$$$$' },
  { name: 'Waldorf Astoria', location: 'CABO SAN LUCAS', priceLevel: '$$$$$' },
  { name: 'Viceroy', location: 'SAN JOSÉ DEL CABO', priceLevel: '$$$$$' },
  { name: 'Montage', location: 'CORRIDOR', priceLevel: '$$$$$' },
];
const names = (filters: Partial<ResortFilters>) =>
  filterResorts(resorts, { ...noResortFilters, ...filters }).map((r) => r.name);

describe('the resort list filters (docs/stays.md)', () => {
  it('lets everything through with no filter', () => {
    expect(names({})).toHaveLength(4);
  });

  it('searches name or location in any case, ignoring accents', () => {
    expect(names({ search: 'WALDORF' })).toEqual(['Waldorf Astoria']);
    expect(names({ search: ' san jose ' })).toEqual(['Viceroy']);
    expect(names({ search: 'corridor' })).toEqual(['Montage']);
  });

  it('combines the filters with AND', () => {
    expect(names({ location: 'CABO SAN LUCAS' })).toEqual(['Casa Dorada', 'Waldorf Astoria']);
    expect(names({ location: 'CABO SAN LUCAS', priceLevel: '$$$$$' })).toEqual(['Waldorf Astoria']);
    expect(names({ location: 'CABO SAN LUCAS', priceLevel: '$$$$$', search: 'casa' })).toEqual([]);
    expect(names({ location: ALL_RESORTS, priceLevel: '$$$$' })).toEqual(['Casa Dorada']);
  });

  it('offers the distinct values, sorted', () => {
    expect(distinctResortValues(resorts, 'location')).toEqual([
      'CABO SAN LUCAS',
      'CORRIDOR',
      'SAN JOSÉ DEL CABO',
    ]);
    expect(distinctResortValues(resorts, 'priceLevel')).toEqual(['$$$$', '$$$$$']);
  });
});

describe('the resort inquiry form (docs/stays.md)', () => {
  it('gives the spec messages and becomes a valid payload', () => {
    const empty = resortInquiryFormSchema.safeParse({ guests: '' });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining([
        'Check-in date is required',
        'Check-out date is required',
        'Number of guests is required',
        'Valid phone number is required',
        'Valid email is required',
      ]),
    );
    const form = resortInquiryFormSchema.parse({
      startDate: '2030-03-10',
      endDate: '2030-03-14',
      guests: '2',
      specialRequests: '',
      contactPhone: '+52 624 123 4567',
      contactEmail: 'ana@example.com',
    });
    const payload = buildResortInquiryPayload(form, 2, 'V1StGXR8_Z5jdHi6B-myT');
    expect(resortInquiryPayloadSchema.parse(payload)).toMatchObject({ resortId: 2, guests: '2' });
  });
});
