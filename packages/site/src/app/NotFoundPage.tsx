import { PageIntro, SiteSearchBox } from '@cabo/ui';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useHead } from '../lib/head.ts';
import * as styles from './NotFoundPage.css';
import { useSearchIndex } from './search/useSearchIndex.ts';

export const NOT_FOUND_LINE =
  'We couldn’t find the page you were looking for. It may have moved, or the address may have a typo. Search the site, or start from one of our main sections.';

/** The main sections, as the navigation bar names them (docs/catalogue.md). */
export const notFoundSections = [
  { href: '/villas', label: 'Luxury Villas' },
  { href: '/resorts', label: 'Resorts' },
  { href: '/adventures', label: 'Adventures' },
  { href: '/restaurants', label: 'Restaurants' },
  { href: '/group-trips/family', label: 'Group Trips' },
  { href: '/guides', label: 'Travel Guides' },
  { href: '/blog', label: 'Blog' },
  { href: '/', label: 'Home' },
] as const;

/**
 * Any unknown path (status 404 from the server): the spec's title, a helpful line instead of
 * its developer sentence, the site search in place, and the main sections (docs/catalogue.md).
 */
export function NotFoundPage() {
  const [path] = useLocation();
  const [query, setQuery] = useState('');
  // The search index loads when the visitor first reaches for the box, not with the page.
  const [searchUsed, setSearchUsed] = useState(false);
  const search = useSearchIndex(searchUsed);
  useHead({ title: '404 Page Not Found', description: NOT_FOUND_LINE, path });
  return (
    <PageIntro title="404 Page Not Found" intro={NOT_FOUND_LINE}>
      <div className={styles.layout}>
        <section className={styles.search} aria-labelledby="not-found-search">
          <h2 id="not-found-search" className={styles.heading}>
            Search the site
          </h2>
          <SiteSearchBox
            query={query}
            onQueryChange={(next) => {
              setSearchUsed(true);
              setQuery(next);
            }}
            onFocus={() => setSearchUsed(true)}
            {...search}
          />
        </section>
        <nav className={styles.sections} aria-labelledby="not-found-sections">
          <h2 id="not-found-sections" className={styles.heading}>
            Explore Cabo
          </h2>
          <ul className={styles.links}>
            {notFoundSections.map((section) => (
              <li key={section.href}>
                <Link href={section.href} className={styles.link}>
                  {section.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </PageIntro>
  );
}
