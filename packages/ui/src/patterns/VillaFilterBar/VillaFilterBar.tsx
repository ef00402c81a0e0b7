import { ALL_VILLAS, type ListSort, type VillaFilters } from '@cabo/contract';
import { Button } from '../../components/Button/index.ts';
import { DateRangePicker } from '../../components/DatePicker/index.ts';
import { SearchField } from '../../components/SearchField/index.ts';
import { Select, type SelectOption } from '../../components/Select/index.ts';
import { HydratesInTurn } from '../../field/HydratesInTurn.tsx';
import { FilterPanel, listSortOptions } from '../FilterPanel/index.ts';
import * as styles from './VillaFilterBar.css';

export interface VillaFilterBarProps {
  filters: VillaFilters;
  /** The villas' locations; shown sorted after 'All Locations'. */
  locations: readonly string[];
  bedroomCounts: readonly number[];
  guestCapacities: readonly number[];
  /** How many villas the filters let through: the live 'Found N villas' line. */
  resultCount: number;
  /** How many filters are set (the stay's dates count once, the sort not at all). */
  activeCount: number;
  /** The earliest check-in (default today). */
  firstDate?: string;
  onChange: (next: VillaFilters) => void;
  onClear: () => void;
}

const sortedNumbers = (values: readonly number[]) => [...new Set(values)].sort((a, b) => a - b);

/**
 * The villa list's filters (docs/stays.md): name or location search, location, bedrooms and
 * guest capacity, combined with AND, optional dates and party size, and the sort; the live
 * result line and "Clear filters" follow, in the shared FilterPanel (a sheet on phones).
 * Props in, changes out: the page keeps them in the URL.
 */
export function VillaFilterBar({
  filters,
  locations,
  bedroomCounts,
  guestCapacities,
  resultCount,
  activeCount,
  firstDate,
  onChange,
  onClear,
}: VillaFilterBarProps) {
  const set = (patch: Partial<VillaFilters>) => onChange({ ...filters, ...patch });
  const locationOptions: SelectOption[] = [
    { id: ALL_VILLAS, label: 'All Locations' },
    ...[...new Set(locations)]
      .sort((a, b) => a.localeCompare(b, 'en'))
      .map((l) => ({ id: l, label: l })),
  ];
  const bedroomOptions: SelectOption[] = [
    { id: ALL_VILLAS, label: 'All Bedrooms' },
    ...sortedNumbers(bedroomCounts).map((n) => ({ id: String(n), label: `${n} Bedrooms` })),
  ];
  const capacities = sortedNumbers(guestCapacities);
  const capacityOptions: SelectOption[] = [
    { id: ALL_VILLAS, label: 'All Guest Capacities' },
    ...capacities.map((n) => ({ id: String(n), label: `Up to ${n} Guests` })),
  ];
  const partyOptions: SelectOption[] = [
    { id: '', label: 'Any number' },
    ...Array.from({ length: capacities.at(-1) ?? 0 }, (_, i) => ({
      id: String(i + 1),
      label: i === 0 ? '1 guest' : `${i + 1} guests`,
    })),
  ];
  const hasDates = Boolean(filters.checkIn && filters.checkOut);

  return (
    <FilterPanel
      activeCount={activeCount}
      resultCount={resultCount}
      resultText={`Found ${resultCount} ${resultCount === 1 ? 'villa' : 'villas'}`}
      onClear={onClear}
    >
      <div role="group" aria-label="Filter villas" className={styles.bar}>
        <HydratesInTurn>
          <div className={styles.search}>
            <SearchField
              label="Search villas"
              hideLabel
              placeholder="Search villas by name or location..."
              value={filters.search}
              onChange={(search) => set({ search })}
            />
          </div>
          <Select
            label="Location"
            options={locationOptions}
            value={filters.location}
            onChange={(location) => set({ location: location ?? ALL_VILLAS })}
          />
          <Select
            label="Bedrooms"
            options={bedroomOptions}
            value={filters.bedrooms}
            onChange={(bedrooms) => set({ bedrooms: bedrooms ?? ALL_VILLAS })}
          />
          <Select
            label="Guest capacity"
            options={capacityOptions}
            value={filters.capacity}
            onChange={(capacity) => set({ capacity: capacity ?? ALL_VILLAS })}
          />
          <Select
            label="Sort by"
            options={listSortOptions}
            value={filters.sort}
            onChange={(sort) => set({ sort: (sort as ListSort | null) ?? 'recommended' })}
          />
        </HydratesInTurn>
      </div>
      <div role="group" aria-label="Your stay" className={styles.stay}>
        <HydratesInTurn>
          <DateRangePicker
            label="Check-in – Check-out"
            placeholder="Add dates"
            minValue={firstDate}
            value={hasDates ? { start: filters.checkIn, end: filters.checkOut } : null}
            onChange={(range) => set({ checkIn: range?.start ?? '', checkOut: range?.end ?? '' })}
          />
          <Select
            label="Guests"
            options={partyOptions}
            value={filters.guests}
            onChange={(guests) => set({ guests: guests ?? '' })}
          />
          {hasDates || filters.guests ? (
            <div className={styles.clear}>
              <Button
                variant="ghost"
                onPress={() => set({ checkIn: '', checkOut: '', guests: '' })}
              >
                Clear dates and guests
              </Button>
            </div>
          ) : null}
        </HydratesInTurn>
      </div>
    </FilterPanel>
  );
}
