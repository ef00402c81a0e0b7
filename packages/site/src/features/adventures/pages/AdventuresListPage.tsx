import {
  adventureActivities,
  adventureCategories,
  isAdventureActivity,
  type AdventureCategory,
} from '@cabo/contract';
import {
  AdventureCard,
  CategoryFilter,
  GRID_CARD_SIZES,
  mediaPreload,
  Hero,
  Pagination,
  ResultSummary,
  type CategoryFilterValue,
} from '@cabo/ui';
import { useLocation, useSearch } from 'wouter';
import { useHead } from '../../../lib/head.ts';
import { useAdventures } from '../api/get-adventures.ts';
import * as styles from './Adventures.css';

/** Spec: 12 adventures per page. */
export const ADVENTURES_PER_PAGE = 12;

const isCategory = (value: string | null): value is AdventureCategory =>
  (adventureCategories as readonly string[]).includes(value ?? '');

/** The list's URL: `/adventures`, with `?category=` unless all, and `?page=` from page 2. */
export function adventuresListUrl(category: CategoryFilterValue, page: number): string {
  const params = new URLSearchParams();
  if (category !== 'all') params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/adventures?${query}` : '/adventures';
}

/**
 * /adventures (docs/adventures-and-restaurants.md): category buttons, a result summary, 12 cards
 * a page. The category and the page live in the URL, so a shared link shows the same list and
 * the server renders it. `activity` comes from the fixed paths /adventures/atv,
 * /private-yachts, /whale-watching: only that activity's tours, no category chosen.
 */
export default function AdventuresListPage({ activity: fixedActivity }: { activity?: string }) {
  const [pathname, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const queried = params.get('category');
  const activity =
    fixedActivity && isAdventureActivity(fixedActivity)
      ? adventureActivities[fixedActivity]
      : undefined;
  const category: CategoryFilterValue | null = isCategory(queried)
    ? queried
    : activity
      ? null
      : 'all';
  const requestedPage = Math.max(1, Math.floor(Number(params.get('page')) || 1));

  const adventures = useAdventures();
  const all = adventures.data ?? [];
  const matching =
    category === null
      ? all.filter((a) => activity?.matches(a.title))
      : category === 'all'
        ? all
        : all.filter((a) => a.category === category);
  const pageCount = Math.ceil(matching.length / ADVENTURES_PER_PAGE);
  const page = Math.min(requestedPage, Math.max(pageCount, 1));
  const shown = matching.slice((page - 1) * ADVENTURES_PER_PAGE, page * ADVENTURES_PER_PAGE);

  const pathWithQuery = `${pathname}${params.size ? `?${params.toString()}` : ''}`;
  useHead({
    title: activity
      ? `${activity.label} | Cabo Adventures & Experiences`
      : 'Cabo Adventures & Experiences',
    description:
      'Sailing, snorkelling, whale watching, ATV tours, camel rides and private yachts in Los Cabos: compare prices and send a booking request.',
    path: pathWithQuery,
    // The first card's own cover (docs/media.md), else its drawn art.
    lcpImage: shown[0]?.pictures?.[0]
      ? mediaPreload(shown[0].pictures[0], GRID_CARD_SIZES)
      : shown[0]?.imageUrl,
  });

  return (
    <>
      <Hero
        tone="sea"
        title="Cabo Adventures & Experiences"
        intro="Sail past El Arco, swim with sea lions, ride the dunes or watch humpbacks breach: tours run by local crews, booked with our concierge."
      />
      <div className={styles.container}>
        {adventures.isError ? (
          <p role="alert">The adventures could not be loaded. Please try again later.</p>
        ) : adventures.isPending ? (
          <p role="status">Loading adventures…</p>
        ) : (
          <>
            <div className={styles.toolbar}>
              {activity ? <h2 className={styles.activity}>{activity.label}</h2> : null}
              <CategoryFilter
                value={category}
                // A new category starts at page 1 (spec).
                onChange={(next) => navigate(adventuresListUrl(next, 1))}
              />
              <ResultSummary
                total={all.length}
                matching={matching.length}
                shown={shown.length}
                page={page}
                pageCount={pageCount}
              />
            </div>
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
                  navigate(
                    category !== null
                      ? adventuresListUrl(category, next)
                      : `${pathname}${next > 1 ? `?page=${next}` : ''}`,
                  );
                  window.scrollTo({ top: 0 });
                }}
              />
            </div>
          </>
        )}
      </div>
    </>
  );
}
