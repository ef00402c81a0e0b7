import { ALL_VILLAS, type VillaFilters } from '@cabo/contract';
import { Button } from '../../components/Button/index.ts';
import { DateRangePicker } from '../../components/DatePicker/index.ts';
import { Select, type SelectOption } from '../../components/Select/index.ts';
import { listSortOptions } from '../FilterPanel/index.ts';
import { ListFilterBar } from '../ListFilterBar/index.ts';
import { moreAction } from '../ListFilterBar/ListFilterBar.css.ts';

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
 * The villa list's ListFilterBar (docs/stays.md): name or location search, location, bedrooms
 * and guest capacity, the sort, then the optional dates and party size ("Your stay").
 */
export function VillaFilterBar({
  filters,
  locations,
  bedroomCounts,
  guestCapacities,
  firstDate,
  onChange,
  ...props
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
    <ListFilterBar
      {...props}
      filters={filters}
      onChange={onChange}
      noun="villas"
      searchPlaceholder="Search villas by name or location..."
      resultText={`Found ${props.resultCount} ${props.resultCount === 1 ? 'villa' : 'villas'}`}
      selects={[
        { name: 'location', label: 'Location', options: locationOptions, fallback: ALL_VILLAS },
        { name: 'bedrooms', label: 'Bedrooms', options: bedroomOptions, fallback: ALL_VILLAS },
        {
          name: 'capacity',
          label: 'Guest capacity',
          options: capacityOptions,
          fallback: ALL_VILLAS,
        },
        { name: 'sort', label: 'Sort by', options: listSortOptions, fallback: 'recommended' },
      ]}
      more={{
        label: 'Your stay',
        content: (
          <>
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
              <div className={moreAction}>
                <Button
                  variant="ghost"
                  onPress={() => set({ checkIn: '', checkOut: '', guests: '' })}
                >
                  Clear dates and guests
                </Button>
              </div>
            ) : null}
          </>
        ),
      }}
    />
  );
}
