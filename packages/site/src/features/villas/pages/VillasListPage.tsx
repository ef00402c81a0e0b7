import { locationPlace } from '@cabo/contract';
import { villaSlug } from '@cabo/data/parsers/slugs';
import { CardGrid, CardGridItem, VillaCard, VillaFilterBar } from '@cabo/ui';
import { useMemo } from 'react';
import { ListPage } from '../../../lib/ListPage.tsx';
import { useHead } from '../../../lib/head.ts';
import { useListState } from '../../../lib/useListState.ts';
import { usePricingSettings } from '../api/get-pricing-settings.ts';
import { useVillaAvailability } from '../api/get-villa-availability.ts';
import { useVillas } from '../api/get-villas.ts';
import { filterVillas, hasStay, stayTotal, villaListQuery } from '../villa-list.ts';
import * as styles from './Villas.css';

const EAGER_CARDS = 3;

export default function VillasListPage() {
  const villas = useVillas();
  const all = useMemo(() => villas.data ?? [], [villas.data]);
  const { filters, setFilters, activeCount, clearFilters } = useListState(villaListQuery);
  const withDates = hasStay(filters);
  const availability = useVillaAvailability(withDates);
  const pricing = usePricingSettings().data;
  const shown = filterVillas(all, filters, availability.data ?? null, pricing);

  useHead({
    title: 'Luxury Villas in Cabo San Lucas',
    description:
      'Private villas in Cabo San Lucas, San José del Cabo and the Tourist Corridor: pools, ocean views and room for the whole group, with real availability.',
    path: '/villas',
  });

  // The chosen dates go along to the villa page, which opens its booking card on them.
  const stayQuery = withDates ? `?checkIn=${filters.checkIn}&checkOut=${filters.checkOut}` : '';

  return (
    <ListPage
      hero={{
        title: 'Luxury Villas in Cabo San Lucas',
        intro: 'Private homes with pools, ocean views and room for the whole group.',
      }}
      heading={{ id: 'villas-heading', text: 'Villas in Los Cabos' }}
      query={villas}
      noun="villas"
      failed={
        <div className={styles.notice} role="alert">
          <h2 className={styles.noticeTitle}>Unable to load villas</h2>
          <p>We're experiencing technical difficulties. Please try again later.</p>
        </div>
      }
      loading={<p role="status">Loading villas...</p>}
      filterBar={
        <VillaFilterBar
          filters={filters}
          locations={all.map((v) => locationPlace(v.location))}
          bedroomCounts={all.map((v) => v.bedrooms)}
          guestCapacities={all.map((v) => v.maxGuests)}
          resultCount={shown.length}
          activeCount={activeCount}
          onChange={setFilters}
          onClear={clearFilters}
        />
      }
    >
      {withDates && availability.isPending ? (
        <p role="status">Checking availability for your dates...</p>
      ) : null}
      {shown.length === 0 ? (
        <p>No villas available at the moment. Please check back later.</p>
      ) : (
        <CardGrid aria-label="Villas" columns={{ base: 1, md: 2, lg: 3 }}>
          {shown.map((villa, index) => (
            <CardGridItem key={villa.trackHsId}>
              <VillaCard
                layout="grid"
                villa={villa}
                href={`/villas/${villaSlug(villa.name)}${stayQuery}`}
                stay={stayTotal(villa, filters, pricing)}
                eager={index < EAGER_CARDS}
              />
            </CardGridItem>
          ))}
        </CardGrid>
      )}
    </ListPage>
  );
}
