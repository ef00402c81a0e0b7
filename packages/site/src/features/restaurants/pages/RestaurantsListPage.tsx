import type { Restaurant } from '@cabo/contract';
import { openState, openStateLabel } from '@cabo/data/restaurants-hours';
import { CardGrid, CardGridItem, Hero, RestaurantCard, RestaurantFilterBar } from '@cabo/ui';
import { useMemo } from 'react';
import { HydratesApart } from '../../../lib/HydratesApart.tsx';
import { useHead } from '../../../lib/head.ts';
import { useListState } from '../../../lib/useListState.ts';
import { useRestaurants } from '../api/get-restaurants.ts';
import { useTableRequest } from '../components/useTableRequest.tsx';
import { restaurantItemListJsonLd } from '../restaurant-json-ld.ts';
import { cuisinesOf, filterRestaurants, restaurantListQuery } from '../restaurant-list.ts';
import { useCaboClock } from '../useCaboClock.ts';
import * as styles from './Restaurants.css';

const EAGER_CARDS = 3;

export default function RestaurantsListPage() {
  const restaurants = useRestaurants();
  const all = useMemo(() => restaurants.data ?? [], [restaurants.data]);
  const { filters, setFilters, activeCount, clearFilters } = useListState(restaurantListQuery);
  const now = useCaboClock();
  const shown = filterRestaurants(all, filters, now);
  const cuisines = useMemo(() => cuisinesOf(all), [all]);
  const { requestTable, dialog } = useTableRequest();

  useHead({
    title: 'Restaurants in Cabo',
    description:
      'Where to eat in Los Cabos: seafood on the cliffs, farm-to-table kitchens, taquerías and fine dining, with opening hours and table requests.',
    path: '/restaurants',
    // The list as it first shows (Most Popular), not as a visitor has filtered it.
    jsonLd: all.length
      ? restaurantItemListJsonLd(filterRestaurants(all, restaurantListQuery.defaults, null))
      : undefined,
  });

  return (
    <>
      <Hero
        title="Restaurants in Cabo"
        intro="Cliff-top seafood, farm kitchens, beach breakfasts and local taquerías, with a table when you want one."
      />
      <section className={styles.container} aria-labelledby="restaurants-heading">
        <h2 id="restaurants-heading" className={styles.heading}>
          Restaurants in Los Cabos
        </h2>
        {restaurants.isError ? (
          <p role="alert">The restaurants could not be loaded. Please try again later.</p>
        ) : restaurants.isPending ? (
          <p role="status">Loading restaurants…</p>
        ) : (
          <>
            <div className={styles.filters}>
              <HydratesApart>
                <RestaurantFilterBar
                  filters={filters}
                  cuisines={cuisines}
                  resultCount={shown.length}
                  total={all.length}
                  activeCount={activeCount}
                  onChange={setFilters}
                  onClear={clearFilters}
                />
              </HydratesApart>
            </div>
            {shown.length === 0 ? (
              <p>No restaurants match your filters.</p>
            ) : (
              <CardGrid aria-label="Restaurants" columns={{ base: 1, md: 2, lg: 3 }}>
                {shown.map((r, index) => (
                  <CardGridItem key={r.id}>
                    <RestaurantCard
                      restaurant={r}
                      href={`/restaurants/${r.id}`}
                      openLabel={now ? openLabelOf(r, now) : null}
                      onRequestTable={() => requestTable({ id: r.id, name: r.name })}
                      eager={index < EAGER_CARDS}
                    />
                  </CardGridItem>
                ))}
              </CardGrid>
            )}
          </>
        )}
      </section>
      {dialog}
    </>
  );
}

const openLabelOf = (r: Restaurant, now: Date) => openStateLabel(openState(r.hours, now));
