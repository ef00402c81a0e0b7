import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ToggleButton } from 'react-aria-components';
import * as buttonStyles from '../../components/Button/Button.css';
import { Button } from '../../components/Button/index.ts';
import { SearchField } from '../../components/SearchField/index.ts';
import { Select, type SelectOption } from '../../components/Select/index.ts';
import * as styles from './AdminFilterBar.css';

export interface AdminFilter {
  /** The query parameter it sets (status, interest, type, guide). */
  name: string;
  label: string;
  /** Includes the 'all' option that switches the filter off (docs/admin.md). */
  options: readonly SelectOption[];
  value: string;
}

export interface AdminFilterBarProps {
  /** Names the group, e.g. "Filter leads". */
  label: string;
  search: string;
  /** Called a moment after typing stops, or at once on Enter or clear. */
  onSearchChange: (search: string) => void;
  searchPlaceholder?: string;
  filters: readonly AdminFilter[];
  onFilterChange: (name: string, value: string) => void;
  onRefresh: () => void;
  isRefreshing?: boolean;
  /**
   * A one-press filter before Refresh, e.g. "Mine" (docs/admin.md, "Owners"): a toggle
   * button, pressed while it filters.
   */
  quickFilter?: { label: string; isSelected: boolean; onChange: (isSelected: boolean) => void };
  /** More actions after Refresh (e.g. the CSV export link). */
  children?: ReactNode;
}

/** How long typing may pause before the search goes to the server. */
const SEARCH_DELAY_MS = 300;

/**
 * Search, one select per filter and Refresh over a server-filtered admin list
 * (docs/admin.md); the lists differ only in their filters.
 */
export function AdminFilterBar({
  label,
  search,
  onSearchChange,
  searchPlaceholder = 'Search by email or name...',
  filters,
  onFilterChange,
  onRefresh,
  isRefreshing = false,
  quickFilter,
  children,
}: AdminFilterBarProps) {
  const [text, setText] = useState(search);
  const [shownSearch, setShownSearch] = useState(search);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A search set from outside (the URL, a reset) replaces what is typed.
  if (search !== shownSearch) {
    setShownSearch(search);
    setText(search);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (value: string) => {
    clearTimeout(timer.current);
    if (value.trim() !== search) onSearchChange(value.trim());
  };

  return (
    <div role="group" aria-label={label} className={styles.bar}>
      <div className={styles.search}>
        <SearchField
          label="Search"
          hideLabel
          placeholder={searchPlaceholder}
          value={text}
          onChange={(value) => {
            setText(value);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => commit(value), SEARCH_DELAY_MS);
          }}
          onSubmit={commit}
          onClear={() => commit('')}
        />
      </div>
      {filters.map((filter) => (
        <div key={filter.name} className={styles.filter}>
          <Select
            label={filter.label}
            options={filter.options}
            value={filter.value}
            onChange={(value) => {
              if (value !== null && value !== filter.value) onFilterChange(filter.name, value);
            }}
          />
        </div>
      ))}
      <div className={styles.actions}>
        {quickFilter ? (
          <ToggleButton
            isSelected={quickFilter.isSelected}
            onChange={quickFilter.onChange}
            className={buttonStyles.button({
              variant: quickFilter.isSelected ? 'primary' : 'secondary',
            })}
          >
            {quickFilter.label}
          </ToggleButton>
        ) : null}
        <Button variant="secondary" onPress={onRefresh} isDisabled={isRefreshing}>
          {isRefreshing ? 'Refreshing...' : 'Refresh'}
        </Button>
        {children}
      </div>
    </div>
  );
}
