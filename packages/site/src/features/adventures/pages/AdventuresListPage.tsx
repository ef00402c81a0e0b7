import { adventureActivities, isAdventureActivity } from '@cabo/contract';
import {
  AdventureCard,
  AdventureFilterBar,
  GRID_CARD_SIZES,
  mediaPreload,
  Pagination,
} from '@cabo/ui';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { ListPage } from '../../../lib/ListPage.tsx';
import { useHead } from '../../../lib/head.ts';
import { useListState } from '../../../lib/useListState.ts';
import { adventureListQuery, adventurePage, adventuresShown } from '../adventure-list.ts';
import { useAdventures } from '../api/get-adventures.ts';
import * as styles from './Adventures.css';

/**
 * /adventures (docs/adventures-and-restaurants.md): category buttons, the sort, a result
 * summary, 12 cards a page. The category, sort and page live in the URL (useListState), so a
 * shared link shows the same list and the server renders it. `activity` comes from the fixed
 * paths /adventures/atv, /private-yachts, /whale-watching: only that activity's tours, no
 * category chosen; a category chosen there moves to /adventures?category=.
 */
export default function AdventuresListPage({ activity: fixedActivity }: { activity?: string }) {
  const [pathname, navigate] = useLocation();
  const { filters, setFilters, activeCount, clearFilters } = useListState(adventureListQuery);
  const activity =
    fixedActivity && isAdventureActivity(fixedActivity)
      ? adventureActivities[fixedActivity]
      : undefined;
  const category = activity && filters.category === 'all' ? null : filters.category;

  const adventures = useAdventures();
  const all = useMemo(() => adventures.data ?? [], [adventures.data]);
  const matching = adventuresShown(all, filters, activity);
  const { page, pageCount, items: shown } = adventurePage(matching, filters.page);

  const query = adventureListQuery.format(filters);
  useHead({
    title: activity
      ? `${activity.label} | Cabo Adventures & Experiences`
      : 'Cabo Adventures & Experiences',
    description:
      'Sailing, snorkelling, whale watching, ATV tours, camel rides and private yachts in Los Cabos: compare prices and send a booking request.',
    path: query ? `${pathname}?${query}` : pathname,
    // The first card's own cover (docs/media.md), else its drawn art.
    lcpImage: shown[0]?.pictures?.[0]
      ? mediaPreload(shown[0].pictures[0], GRID_CARD_SIZES)
      : shown[0]?.imageUrl,
  });

  return (
    <ListPage
      hero={{
        tone: 'sea',
        title: 'Cabo Adventures & Experiences',
        intro:
          'Sail past El Arco, swim with sea lions, ride the dunes or watch humpbacks breach: tours run by local crews, booked with our concierge.',
      }}
      query={adventures}
      noun="adventures"
      filtersClassName={styles.toolbar}
      filtersLead={activity ? <h2 className={styles.activity}>{activity.label}</h2> : null}
      filterBar={
        <AdventureFilterBar
          category={category}
          sort={filters.sort}
          summary={{
            total: all.length,
            matching: matching.length,
            shown: shown.length,
            page,
            pageCount,
          }}
          activeCount={activeCount}
          onCategoryChange={(next) => {
            const chosen = { ...filters, category: next, page: 1 };
            // A category chosen on an activity's path lists from the list's own URL.
            if (activity) {
              const qs = adventureListQuery.format(chosen);
              navigate(qs ? `/adventures?${qs}` : '/adventures');
            } else setFilters(chosen);
          }}
          // A new category or order starts at page 1 (spec).
          onSortChange={(sort) => setFilters({ ...filters, sort, page: 1 })}
          onClear={clearFilters}
        />
      }
    >
      {shown.length === 0 ? (
        <p>No adventures in this category yet.</p>
      ) : (
        <ul className={styles.grid} aria-label="Adventures">
          {shown.map((adventure, index) => (
            <li key={adventure.slug}>
              <AdventureCard
                adventure={adventure}
                href={`/adventures/${adventure.slug}`}
                headingLevel={activity ? 3 : 2}
                eager={index < 4}
              />
            </li>
          ))}
        </ul>
      )}
      <div className={styles.pagination}>
        <Pagination
          page={page}
          pageCount={pageCount}
          label="Adventure pages"
          onPageChange={(next) => {
            setFilters({ ...filters, page: next });
            window.scrollTo({ top: 0 });
          }}
        />
      </div>
    </ListPage>
  );
}
