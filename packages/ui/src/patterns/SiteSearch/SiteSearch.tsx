import { useId, useState } from 'react';
import { Input, Label, SearchField } from 'react-aria-components';
import { AriaLink } from '../../components/Link/AriaLink.tsx';
import { Dialog } from '../../components/Dialog/index.ts';
import { searchSite, type SearchEntry } from './searchEntries.ts';
import * as styles from './SiteSearch.css';

export interface SiteSearchProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Everything searchable: resorts, villas, adventures, restaurants and posts. */
  entries: SearchEntry[];
  /** True while the site is still loading the entries. */
  isLoading?: boolean;
}

/** The search dialog behind the navigation bar's search icon. */
export function SiteSearch({ isOpen, onOpenChange, entries, isLoading }: SiteSearchProps) {
  const [query, setQuery] = useState('');
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) setQuery('');
        onOpenChange(open);
      }}
      title="Search Cabo"
      size="lg"
    >
      <SiteSearchBox
        query={query}
        onQueryChange={setQuery}
        entries={entries}
        isLoading={isLoading}
        onNavigate={() => onOpenChange(false)}
        // The dialog exists to type a query: focus goes straight to the box.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
    </Dialog>
  );
}

export interface SiteSearchBoxProps {
  query: string;
  onQueryChange: (query: string) => void;
  entries: SearchEntry[];
  isLoading?: boolean | undefined;
  /** A result was chosen (the dialog closes). */
  onNavigate?: () => void;
  autoFocus?: boolean;
  /** Level of the result groups' headings (under the dialog's h2: 3). */
  headingLevel?: 2 | 3;
  /** Before the first query: the box may load its entries on first focus. */
  onFocus?: () => void;
}

/**
 * The search box and its grouped results, live as the visitor types: in the search dialog,
 * and on the not-found page (docs/catalogue.md).
 */
export function SiteSearchBox({
  query,
  onQueryChange,
  entries,
  isLoading,
  onNavigate,
  autoFocus,
  headingLevel = 3,
  onFocus,
}: SiteSearchBoxProps) {
  const statusId = useId();
  const groups = searchSite(entries, query);
  const count = groups.reduce((n, g) => n + g.entries.length, 0);
  const Heading = `h${headingLevel}` as const;

  let status = 'Type to search resorts, villas, adventures, restaurants and posts.';
  if (isLoading) status = 'Loading…';
  else if (query.trim() && count === 0) status = `No results for “${query.trim()}”.`;
  else if (count > 0) status = `${count} ${count === 1 ? 'result' : 'results'}`;

  return (
    <>
      <SearchField
        className={styles.field}
        value={query}
        onChange={onQueryChange}
        onFocus={onFocus}
        aria-describedby={statusId}
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={autoFocus}
      >
        <Label className={styles.label}>Resorts, villas, adventures, restaurants, posts</Label>
        <Input className={styles.input} placeholder="Search…" />
      </SearchField>
      <p id={statusId} role="status" className={styles.status}>
        {status}
      </p>
      {groups.length > 0 ? (
        <div className={styles.results}>
          {groups.map((group) => (
            <section key={group.kind} aria-label={group.kind}>
              <Heading className={styles.groupTitle}>{group.kind}</Heading>
              <ul className={styles.list}>
                {group.entries.map((entry) => (
                  <li key={entry.href}>
                    <AriaLink href={entry.href} className={styles.link} onPress={onNavigate}>
                      <span className={styles.title}>{entry.title}</span>
                      {entry.detail ? <span className={styles.detail}>{entry.detail}</span> : null}
                    </AriaLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      ) : null}
    </>
  );
}
