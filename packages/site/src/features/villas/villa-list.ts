import {
  ALL_VILLAS,
  isAfterDay,
  locationPlace,
  staysOverlap,
  villaPriceSummary,
  type PricingSettings,
  type VillaAvailability,
  type VillaFilters,
  type VillaSummary,
} from '@cabo/contract';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The list's state lives in the URL, so a shared link shows the same list:
 * ?q=&location=&bedrooms=&capacity=&checkIn=&checkOut=&guests=. Dates count only as a valid
 * pair with check-out after check-in.
 */
export function filtersFromSearch(search: string): VillaFilters {
  const params = new URLSearchParams(search);
  const checkIn = params.get('checkIn') ?? '';
  const checkOut = params.get('checkOut') ?? '';
  const datesOk = DATE.test(checkIn) && DATE.test(checkOut) && isAfterDay(checkIn, checkOut);
  const guests = params.get('guests') ?? '';
  return {
    search: params.get('q') ?? '',
    location: params.get('location') || ALL_VILLAS,
    bedrooms: params.get('bedrooms') || ALL_VILLAS,
    capacity: params.get('capacity') || ALL_VILLAS,
    checkIn: datesOk ? checkIn : '',
    checkOut: datesOk ? checkOut : '',
    guests: /^[1-9]\d?$/.test(guests) ? guests : '',
  };
}

/** The query string for the filters; defaults are left out, so the plain list is /villas. */
export function searchFromFilters(filters: VillaFilters): string {
  const params = new URLSearchParams();
  if (filters.search) params.set('q', filters.search);
  if (filters.location !== ALL_VILLAS) params.set('location', filters.location);
  if (filters.bedrooms !== ALL_VILLAS) params.set('bedrooms', filters.bedrooms);
  if (filters.capacity !== ALL_VILLAS) params.set('capacity', filters.capacity);
  if (filters.checkIn && filters.checkOut) {
    params.set('checkIn', filters.checkIn);
    params.set('checkOut', filters.checkOut);
  }
  if (filters.guests) params.set('guests', filters.guests);
  return params.toString();
}

export const hasStay = (filters: VillaFilters) => Boolean(filters.checkIn && filters.checkOut);

/**
 * The villas the filters let through (docs/stays.md): name or location search (any case),
 * location, bedrooms and capacity, all with AND; a party size drops villas too small for it;
 * with dates, a villa whose held nights overlap the stay drops out. `availability` is null
 * until it has loaded (nothing is dropped for dates then).
 */
export function filterVillas(
  villas: readonly VillaSummary[],
  filters: VillaFilters,
  availability: readonly VillaAvailability[] | null,
): VillaSummary[] {
  const search = filters.search.trim().toLowerCase();
  const held = new Map(availability?.map((a) => [a.villaId, a.unavailable]));
  return villas.filter(
    (v) =>
      (!search ||
        v.name.toLowerCase().includes(search) ||
        v.location.toLowerCase().includes(search)) &&
      // A villa's location is 'Area, Town'; the filter offers the towns, each place once.
      (filters.location === ALL_VILLAS ||
        locationPlace(v.location) === locationPlace(filters.location)) &&
      (filters.bedrooms === ALL_VILLAS || v.bedrooms === Number(filters.bedrooms)) &&
      (filters.capacity === ALL_VILLAS || v.maxGuests === Number(filters.capacity)) &&
      (!filters.guests || v.maxGuests >= Number(filters.guests)) &&
      (!hasStay(filters) || !staysOverlap(filters.checkIn, filters.checkOut, held.get(v.id) ?? [])),
  );
}

/**
 * A card's figures for the chosen dates: the detail page's summary total (each night at its
 * season's rate or the villa's, fees and taxes included: docs/stays.md, "True totals") and the
 * stay's average nightly rate in whole dollars. None until the pricing settings are there.
 */
export function stayTotal(
  villa: VillaSummary,
  filters: VillaFilters,
  pricing: PricingSettings | undefined,
) {
  if (!hasStay(filters) || !pricing) return undefined;
  const { nights, rentCents, totalCents } = villaPriceSummary(
    filters.checkIn,
    filters.checkOut,
    villa,
    pricing,
  );
  return nights > 0
    ? { nights, totalCents, perNight: Math.round(rentCents / 100 / nights) }
    : undefined;
}
