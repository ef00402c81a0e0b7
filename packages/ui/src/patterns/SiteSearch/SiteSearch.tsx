import type { SearchGroup } from '@cabo/contract';
import { useId, useState } from 'react';
import {
  Autocomplete,
  Header,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  SearchField,
} from 'react-aria-components';
import { Button } from '../../components/Button/index.ts';
import { AriaRouter } from '../../components/Link/AriaRouter.tsx';
import { Dialog } from '../../components/Dialog/index.ts';
import * as styles from './SiteSearch.css';

/** Where the index is: not asked for yet, on its way, failed, or ready to search. */
export type SiteSearchStatus = 'idle' | 'loading' | 'error' | 'ready';

/** What the search box needs from its page: the index's state and a way to query it. */
export interface SiteSearchSource {
  status: SiteSearchStatus;
  /** The results of a query, grouped by kind (only called once the index is ready). */
  search: (query: string) => SearchGroup[];
  /** Asks for the index again after a failure. */
  onRetry?: () => void;
}

export interface SiteSearchProps extends SiteSearchSource {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The search dialog behind the navigation bar's search icon. */
export function SiteSearch({ isOpen, onOpenChange, ...source }: SiteSearchProps) {
  const [query, setQuery] = useState('');
  const close = () => {
    setQuery('');
    onOpenChange(false);
  };
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      title="Search Cabo"
      size="lg"
    >
      <SiteSearchBox
        {...source}
        query={query}
        onQueryChange={setQuery}
        onNavigate={close}
        onEscape={close}
        // The dialog exists to type a query: focus goes straight to the box.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
    </Dialog>
  );
}

export interface SiteSearchBoxProps extends SiteSearchSource {
  query: string;
  onQueryChange: (query: string) => void;
  /** A result was chosen (the dialog closes). */
  onNavigate?: () => void;
  autoFocus?: boolean;
  /** The box was focused: the page may start loading the index. */
  onFocus?: () => void;
  /** Escape in the box (the dialog closes at once); without it, Escape empties the box. */
  onEscape?: () => void;
}

export const SEARCH_PROMPT =
  'Type to search villas, resorts, adventures, restaurants, posts, events and pages.';
export const SEARCH_FAILED = 'The search could not be loaded.';

/**
 * The search box and its grouped results, live as the visitor types: in the search dialog,
 * and on the not-found page (docs/catalogue.md, "Site search"). A combobox over a listbox:
 * the arrows move the active result (aria-activedescendant, focus stays in the box), Enter
 * opens it.
 */
export function SiteSearchBox({
  query,
  onQueryChange,
  status,
  search,
  onRetry,
  onNavigate,
  autoFocus,
  onFocus,
  onEscape,
}: SiteSearchBoxProps) {
  const statusId = useId();
  const trimmed = query.trim();
  const groups = status === 'ready' && trimmed ? search(trimmed) : [];
  const count = groups.reduce((n, g) => n + g.hits.length, 0);

  let message = SEARCH_PROMPT;
  if (status === 'error') message = SEARCH_FAILED;
  else if (status === 'loading' && trimmed) message = 'Loading…';
  else if (trimmed && status === 'ready')
    message =
      count === 0
        ? `No results for “${trimmed}”.`
        : `${count} ${count === 1 ? 'result' : 'results'}`;

  return (
    <Autocomplete inputValue={query} onInputChange={onQueryChange} disableAutoFocusFirst>
      <SearchField
        className={styles.field}
        onFocus={onFocus}
        aria-describedby={statusId}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onEscape?.();
        }}
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={autoFocus}
      >
        <Label className={styles.label}>What are you looking for?</Label>
        <Input className={styles.input} placeholder="Whale watching, weddings, villas…" />
      </SearchField>
      <div className={styles.statusRow}>
        <p id={statusId} role="status" className={styles.status}>
          {message}
        </p>
        {status === 'error' && onRetry ? (
          <Button size="sm" variant="secondary" onPress={onRetry}>
            Try again
          </Button>
        ) : null}
      </div>
      {groups.length > 0 ? (
        <AriaRouter>
          <ListBox
            aria-label="Search results"
            className={styles.results}
            onAction={() => onNavigate?.()}
          >
            {groups.map((group) => (
              <ListBoxSection key={group.kind} id={group.kind} className={styles.group}>
                <Header className={styles.groupTitle}>{group.kind}</Header>
                {group.hits.map((hit) => (
                  <ListBoxItem
                    key={hit.id}
                    id={hit.id}
                    href={hit.url}
                    textValue={hit.title}
                    className={styles.option}
                  >
                    {hit.thumbnail ? (
                      <img
                        className={styles.thumbnail}
                        src={hit.thumbnail}
                        alt=""
                        width={64}
                        height={40}
                        loading="lazy"
                        decoding="async"
                      />
                    ) : (
                      <span className={styles.thumbnail} aria-hidden="true" />
                    )}
                    <span className={styles.text}>
                      <span className={styles.title}>{hit.title}</span>
                      {hit.tags ? <span className={styles.detail}>{hit.tags}</span> : null}
                    </span>
                    {hit.price ? <span className={styles.price}>{hit.price}</span> : null}
                  </ListBoxItem>
                ))}
              </ListBoxSection>
            ))}
          </ListBox>
        </AriaRouter>
      ) : null}
    </Autocomplete>
  );
}
