import { distinctResortValues, resortsShown } from '@cabo/contract';
import { CardGrid, CardGridItem, ResortCard, ResortFilterBar } from '@cabo/ui';
import { lazy, Suspense, useMemo, useState } from 'react';
import { ListPage } from '../../../lib/ListPage.tsx';
import { useHead } from '../../../lib/head.ts';
import { useListState } from '../../../lib/useListState.ts';
import { useResorts } from '../api/get-resorts.ts';
import { resortItemListJsonLd } from '../resort-json-ld.ts';
import { resortListQuery } from '../resort-list.ts';
import * as styles from './Resorts.css';

const EAGER_CARDS = 3;

const QuickInquiryHost = lazy(() => import('../components/QuickInquiryHost.tsx'));

export default function ResortsListPage() {
  const resorts = useResorts();
  const all = useMemo(() => resorts.data ?? [], [resorts.data]);
  const { filters, setFilters, activeCount, clearFilters } = useListState(resortListQuery);
  const [inquiring, setInquiring] = useState<string | null>(null);
  // The dialog's chunk loads with the first "Inquire Now" and stays for the next ones.
  const [dialogRequested, setDialogRequested] = useState(false);
  const inquire = (name: string) => {
    setDialogRequested(true);
    setInquiring(name);
  };
  const shown = resortsShown(all, filters);
  const locations = useMemo(() => distinctResortValues(all, 'location'), [all]);
  const priceLevels = useMemo(() => distinctResortValues(all, 'priceLevel'), [all]);

  useHead({
    title: 'Luxury Resorts in Cabo San Lucas',
    description:
      'Beachfront and oceanfront resorts from Cabo San Lucas to San José del Cabo: ratings, amenities, the honest details, and an inquiry away from availability and rates.',
    path: '/resorts',
    jsonLd: all.length ? resortItemListJsonLd(all) : undefined,
  });

  return (
    <>
      <ListPage
        hero={{
          title: 'Luxury Resorts in Cabo San Lucas',
          intro:
            "Beachfront and oceanfront resorts from Land's End to San José del Cabo, chosen for their service, their setting and their calm.",
        }}
        heading={{ id: 'resorts-heading', text: 'Find your resort' }}
        query={resorts}
        noun="resorts"
        filterBar={
          <ResortFilterBar
            filters={filters}
            locations={locations}
            priceLevels={priceLevels}
            resultCount={shown.length}
            activeCount={activeCount}
            onChange={setFilters}
            onClear={clearFilters}
          />
        }
      >
        {shown.length === 0 ? (
          <p className={styles.empty}>No resorts match your search. Try other filters.</p>
        ) : (
          <CardGrid aria-label="Resorts" columns={{ base: 1, md: 2, lg: 3 }}>
            {shown.map((r, index) => (
              <CardGridItem key={r.id}>
                <ResortCard
                  resort={r}
                  href={`/resorts/${r.slug}`}
                  onInquire={() => inquire(r.name)}
                  eager={index < EAGER_CARDS}
                />
              </CardGridItem>
            ))}
          </CardGrid>
        )}
      </ListPage>
      {dialogRequested ? (
        <Suspense fallback={null}>
          <QuickInquiryHost resortName={inquiring} onClose={() => setInquiring(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
