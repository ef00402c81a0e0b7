import type { Restaurant } from '@cabo/contract';
import { openState, openStateLabel } from '@cabo/data/restaurants-hours';
import { CardGrid, CardGridItem, RestaurantCard, RestaurantFilterBar } from '@cabo/ui';
import { useMemo } from 'react';
import { ListPage } from '../../../lib/ListPage.tsx';
import { useHead } from '../../../lib/head.ts';
import { useListState } from '../../../lib/useListState.ts';
import { useRestaurants } from '../api/get-restaurants.ts';
import { useTableRequest } from '../components/useTableRequest.tsx';
import { restaurantItemListJsonLd } from '../restaurant-json-ld.ts';
import { cuisinesOf, filterRestaurants, restaurantListQuery } from '../restaurant-list.ts';
import { useCaboClock } from '../useCaboClock.ts';

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
      <ListPage
        hero={{
          title: 'Restaurants in Cabo',
          intro:
            'Cliff-top seafood, farm kitchens, beach breakfasts and local taquerías, with a table when you want one.',
        }}
        heading={{ id: 'restaurants-heading', text: 'Restaurants in Los Cabos' }}
        query={restaurants}
        noun="restaurants"
        filtersSpace="md"
        filterBar={
          <RestaurantFilterBar
            filters={filters}
            cuisines={cuisines}
            resultCount={shown.length}
            total={all.length}
            activeCount={activeCount}
            onChange={setFilters}
            onClear={clearFilters}
          />
        }
      >
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
      </ListPage>
      {dialog}
    </>
  );
}

const openLabelOf = (r: Restaurant, now: Date) => openStateLabel(openState(r.hours, now));
