import {
  ALL_VILLAS,
  sortList,
  isAfterDay,
  locationPlace,
  staysOverlap,
  villaPriceSummary,
  type PricingSettings,
  type VillaAvailability,
  type VillaFilters,
  type VillaSummary,
} from '@cabo/contract';
import {
  choiceField,
  countField,
  listQuery,
  sortField,
  textField,
  type QueryField,
} from '../../lib/listQuery.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const date = (key: string): QueryField<string> => ({
  key,
  fallback: '',
  parse: (raw) => (DATE.test(raw) ? raw : undefined),
  group: 'stay',
});

/**
 * The list's state lives in the URL, so a shared link shows the same list:
 * ?q=&location=&bedrooms=&capacity=&checkIn=&checkOut=&guests=&sort=. Dates count only as a
 * valid pair with check-out after check-in.
 */
export const villaListQuery = listQuery<VillaFilters>(
  {
    search: textField('q'),
    location: choiceField('location', ALL_VILLAS),
    bedrooms: countField('bedrooms', ALL_VILLAS),
    capacity: countField('capacity', ALL_VILLAS),
    checkIn: date('checkIn'),
    checkOut: date('checkOut'),
    guests: countField('guests', ''),
    sort: sortField,
  },
  (f) =>
    f.checkIn && f.checkOut && isAfterDay(f.checkIn, f.checkOut)
      ? f
      : { ...f, checkIn: '', checkOut: '' },
);

export const hasStay = (filters: VillaFilters) => Boolean(filters.checkIn && filters.checkOut);

/**
 * The villas the filters let through (docs/stays.md): name or location search (any case),
 * location, bedrooms and capacity, all with AND; a party size drops villas too small for it;
 * with dates, a villa whose held nights overlap the stay drops out. `availability` is null
 * until it has loaded (nothing is dropped for dates then). Then the chosen order.
 */
export function filterVillas(
  villas: readonly VillaSummary[],
  filters: VillaFilters,
  availability: readonly VillaAvailability[] | null,
  pricing?: PricingSettings,
): VillaSummary[] {
  const search = filters.search.trim().toLowerCase();
  const held = new Map(availability?.map((a) => [a.villaId, a.unavailable]));
  const kept = villas.filter(
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
  // By price: what the card shows, the stay's total with dates (every card has one once the
  // pricing settings are there), else the nightly rate.
  return sortList(kept, filters.sort, {
    price: (v) => stayTotal(v, filters, pricing)?.totalCents ?? Number(v.pricePerNight),
    rating: (v) => v.rating,
  });
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
