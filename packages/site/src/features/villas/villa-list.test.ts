import { villaPriceSummary, type VillaAvailability } from '@cabo/contract';
import { catalogueVillas } from '@cabo/data';
import { pricingSettingsSeed } from '@cabo/data/pricing';
import { describe, expect, it } from 'vitest';
import { filterVillas, stayTotal, villaListQuery } from './villa-list.ts';

const filtersFromSearch = villaListQuery.parse;
const searchFromFilters = villaListQuery.format;

const all = catalogueVillas();
const none = filtersFromSearch('');
const names = (list: { name: string }[]) => list.map((v) => v.name);

describe('the villa list (docs/stays.md)', () => {
  it('shows every villa without filters', () => {
    expect(filterVillas(all, none, null)).toHaveLength(all.length);
  });

  it('searches name or location in any case, and combines filters with AND', () => {
    expect(names(filterVillas(all, { ...none, search: 'CIELO' }, null))).toEqual(['Villa Cielo']);
    const pedregal = filterVillas(all, { ...none, search: 'pedregal' }, null);
    expect(pedregal.length).toBeGreaterThan(1);
    expect(pedregal.every((v) => v.location.includes('Pedregal'))).toBe(true);
    const both = filterVillas(all, { ...none, search: 'pedregal', bedrooms: '4' }, null);
    expect(both.every((v) => v.bedrooms === 4 && v.location.includes('Pedregal'))).toBe(true);
    expect(both.length).toBeLessThan(pedregal.length);
  });

  it("filters by the town, so a place's villas are all under its one value", () => {
    const town = filterVillas(all, { ...none, location: 'Cabo San Lucas' }, null);
    const inTown = all.filter((v) => v.location.endsWith('Cabo San Lucas'));
    // 'Cabo San Lucas' and 'Pedregal Oceanfront, Cabo San Lucas' are one place.
    expect(new Set(inTown.map((v) => v.location)).size).toBeGreaterThan(1);
    expect(names(town)).toEqual(names(inTown));
  });

  it('matches capacity exactly and a party size as a minimum', () => {
    expect(
      filterVillas(all, { ...none, capacity: '14' }, null).every((v) => v.maxGuests === 14),
    ).toBe(true);
    const twelve = filterVillas(all, { ...none, guests: '12' }, null);
    expect(twelve.every((v) => v.maxGuests >= 12)).toBe(true);
    expect(twelve.length).toBeLessThan(all.length);
  });

  it('drops a villa whose held nights overlap the chosen dates, keeping back-to-back stays', () => {
    const cielo = all.find((v) => v.slug === 'villa-cielo')!;
    const availability: VillaAvailability[] = [
      {
        villaId: cielo.id,
        slug: cielo.slug,
        unavailable: [{ start: '2030-05-10', end: '2030-05-14' }],
      },
    ];
    const stay = { ...none, checkIn: '2030-05-12', checkOut: '2030-05-15' };
    expect(names(filterVillas(all, stay, availability))).not.toContain('Villa Cielo');
    expect(filterVillas(all, stay, availability)).toHaveLength(all.length - 1);
    const after = { ...none, checkIn: '2030-05-14', checkOut: '2030-05-17' };
    expect(names(filterVillas(all, after, availability))).toContain('Villa Cielo');
    // Until availability has loaded nothing is dropped for dates.
    expect(filterVillas(all, stay, null)).toHaveLength(all.length);
  });

  it('gives each card the total the detail page summary gives', () => {
    const villa = all[0]!;
    const stay = { ...none, checkIn: '2030-05-01', checkOut: '2030-05-04' };
    const summary = villaPriceSummary('2030-05-01', '2030-05-04', villa, pricingSettingsSeed);
    expect(stayTotal(villa, stay, pricingSettingsSeed)).toEqual({
      nights: 3,
      totalCents: summary.totalCents,
      perNight: Number(villa.pricePerNight),
    });
    // The landed total: the cleaning fee, the service fee, IVA and the lodging tax are in it.
    expect(summary.totalCents).toBe(
      summary.rentCents +
        summary.cleaningFeeCents +
        summary.serviceFeeCents +
        summary.ivaCents +
        summary.lodgingTaxCents,
    );
    expect(summary.cleaningFeeCents).toBeGreaterThan(0);
    expect(stayTotal(villa, none, pricingSettingsSeed)).toBeUndefined();
    // Until the settings have loaded no card claims a total.
    expect(stayTotal(villa, stay, undefined)).toBeUndefined();
  });

  it("prices a card's nights in a season at the season's rate, with the average per night", () => {
    const villa = {
      ...all[0]!,
      pricePerNight: '2000',
      seasonRates: [
        { name: 'Holidays', start: '2030-12-20', end: '2031-01-02', pricePerNight: '3000' },
      ],
    };
    // 18 and 19 Dec at 2000, 20 Dec at 3000: rent 7000, 2333 a night on average.
    const stay = { ...none, checkIn: '2030-12-18', checkOut: '2030-12-21' };
    const total = villaPriceSummary(stay.checkIn, stay.checkOut, villa, pricingSettingsSeed);
    expect(total.rentCents).toBe(700_000);
    expect(stayTotal(villa, stay, pricingSettingsSeed)).toEqual({
      nights: 3,
      totalCents: total.totalCents,
      perNight: 2333,
    });
  });

  it('keeps the filters in the URL and ignores dates that are not a valid pair', () => {
    const filters = {
      ...none,
      search: 'mar',
      location: 'Cabo San Lucas',
      checkIn: '2030-05-01',
      checkOut: '2030-05-04',
      guests: '6',
    };
    expect(filtersFromSearch(searchFromFilters(filters))).toEqual(filters);
    expect(searchFromFilters(none)).toBe('');
    expect(filtersFromSearch('checkIn=2030-05-04&checkOut=2030-05-01')).toMatchObject({
      checkIn: '',
      checkOut: '',
    });
    expect(filtersFromSearch('guests=abc').guests).toBe('');
  });

  it('drops unknown and bad values, keeps the sort, and counts the stay as one filter', () => {
    const parsed = filtersFromSearch('?sort=price-desc&bedrooms=0&capacity=x&zzz=1');
    expect(parsed).toEqual({ ...none, sort: 'price-desc' });
    expect(filtersFromSearch('sort=cheapest').sort).toBe('recommended');
    const stay = {
      ...none,
      checkIn: '2030-05-01',
      checkOut: '2030-05-04',
      sort: 'rating' as const,
    };
    expect(villaListQuery.activeCount(stay)).toBe(1);
    expect(villaListQuery.activeCount({ ...stay, guests: '2', search: 'x' })).toBe(3);
    expect(villaListQuery.cleared({ ...stay, guests: '2' })).toEqual({ ...none, sort: 'rating' });
  });

  it('sorts by price (the stay total with dates) and by rating, unrated last', () => {
    const cheap = filterVillas(all, { ...none, sort: 'price-asc' }, null);
    const prices = cheap.map((v) => Number(v.pricePerNight));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const dear = filterVillas(all, { ...none, sort: 'price-desc' }, null);
    expect(Number(dear[0]!.pricePerNight)).toBe(Math.max(...prices));
    const stay = {
      ...none,
      checkIn: '2030-12-20',
      checkOut: '2030-12-27',
      sort: 'price-asc' as const,
    };
    const totals = filterVillas(all, stay, null, pricingSettingsSeed).map(
      (v) => stayTotal(v, stay, pricingSettingsSeed)!.totalCents,
    );
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const rated = filterVillas(all, { ...none, sort: 'rating' }, null);
    const firstUnrated = rated.findIndex((v) => v.rating === undefined);
    expect(firstUnrated).toBeGreaterThan(0);
    expect(rated.slice(firstUnrated).every((v) => v.rating === undefined)).toBe(true);
    const ratings = rated.slice(0, firstUnrated).map((v) => v.rating!);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });
});
