import { useSyncExternalStore, type ReactNode } from 'react';
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  type SortDescriptor,
} from 'react-aria-components';
import { Button } from '../../components/Button/index.ts';
import { Pagination } from '../../components/Pagination/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import { mediaQueries } from '../../theme/vars.css.ts';
import * as styles from './DataTable.css';

export type { SortDescriptor };

export interface DataTableColumn<T> {
  /** The server's sort key when the column sorts (docs/admin.md: the server sorts). */
  id: string;
  name: string;
  allowsSorting?: boolean;
  /** Names the row for screen readers (one column per table, e.g. Contact). */
  isRowHeader?: boolean;
  render: (item: T) => ReactNode;
}

export interface DataTableProps<T extends { id: number | string }> {
  /** Names the table and its sideways-scrolling region. */
  label: string;
  columns: readonly DataTableColumn<T>[];
  /** The current page's rows (undefined while the first page loads). */
  items: readonly T[] | undefined;
  isLoading?: boolean;
  /** Shown instead of rows when the list failed to load. */
  errorText?: string | null;
  /** Shown when the filters match nothing. */
  emptyText: string;
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  page?: number;
  pageSize?: number;
  /** Rows matching the filters over all pages. */
  total?: number;
  onPageChange?: (page: number) => void;
  /** Adds a View button per row; `rowLabel` names the row in its accessible name. */
  onView?: (item: T) => void;
  rowLabel: (item: T) => string;
  /** More actions in the Actions cell (e.g. Resend). */
  rowActions?: (item: T) => ReactNode;
}

const ACTIONS_ID = '__actions';

const subscribeWide = (onChange: () => void) => {
  const query = window.matchMedia(mediaQueries.md);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * 768 px and wider: the table; narrower, the cards (docs/admin.md, "On a phone"). One or the
 * other is rendered, never both, so each row's actions exist once for every reader.
 */
function useWide(): boolean {
  return useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(mediaQueries.md).matches,
    () => true,
  );
}

function SortIcon({ direction }: { direction: SortDescriptor['direction'] | undefined }) {
  if (!direction) return null;
  return (
    <svg className={styles.sortIcon} viewBox="0 0 12 12" aria-hidden="true">
      <path
        d={direction === 'ascending' ? 'M2 8l4-4 4 4' : 'M2 4l4 4 4-4'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
      />
    </svg>
  );
}

/**
 * A server-driven list (docs/admin.md): the parent fetches one page with the current sort
 * and paging, this shows it with a spinner, empty and error row, sortable headers, paging
 * and a View action per row. React Aria's Table gives grid keyboard navigation. Below 768 px
 * each row is a card with the same facts and actions, so nothing scrolls sideways.
 */
export function DataTable<T extends { id: number | string }>({
  label,
  columns,
  items,
  isLoading = false,
  errorText,
  emptyText,
  sortDescriptor,
  onSortChange,
  page = 1,
  pageSize = 20,
  total,
  onPageChange,
  onView,
  rowLabel,
  rowActions,
}: DataTableProps<T>) {
  const wide = useWide();
  const hasActions = Boolean(onView || rowActions);
  const allColumns = hasActions
    ? [...columns, { id: ACTIONS_ID, name: 'Actions', render: () => null }]
    : columns;
  // Errors and loading replace the rows, so an old page never sits under a failed one.
  const rows = isLoading || errorText ? [] : (items ?? []);
  const pageCount = total === undefined ? 1 : Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize + 1;

  const actionsOf = (item: T) => (
    <div className={styles.actions}>
      {onView ? (
        <Button
          variant="secondary"
          size="sm"
          aria-label={`View ${rowLabel(item)}`}
          onPress={() => onView(item)}
        >
          View
        </Button>
      ) : null}
      {rowActions?.(item)}
    </div>
  );

  const stateMessage = isLoading ? (
    <div className={styles.message}>
      <Spinner label={`Loading ${label.toLowerCase()}`} />
    </div>
  ) : errorText ? (
    <div className={`${styles.message} ${styles.error}`} role="alert">
      {errorText}
    </div>
  ) : (
    <div className={styles.message}>{emptyText}</div>
  );

  const cards = (
    <section aria-label={label} aria-busy={isLoading || undefined} className={styles.cardList}>
      {rows.length === 0 ? (
        <div className={styles.cardEmpty}>{stateMessage}</div>
      ) : (
        <ul className={styles.cards}>
          {rows.map((item) => (
            <li key={item.id} className={styles.card} aria-label={rowLabel(item)}>
              <dl className={styles.facts}>
                {columns.map((column) => (
                  <div key={column.id} className={styles.fact}>
                    <dt className={styles.factName}>{column.name}</dt>
                    <dd className={styles.factValue}>{column.render(item)}</dd>
                  </div>
                ))}
              </dl>
              {hasActions ? actionsOf(item) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );

  return (
    <div className={styles.root}>
      {wide ? (
        <div
          className={styles.scroller}
          role="region"
          aria-label={`${label} (scrolls sideways)`}
          // Focusable so a keyboard user can scroll a table wider than the screen (WCAG 2.1.1).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <Table
            aria-label={label}
            className={styles.table}
            sortDescriptor={sortDescriptor}
            onSortChange={onSortChange}
            aria-busy={isLoading || undefined}
          >
            <TableHeader columns={allColumns}>
              {(column) => (
                <Column
                  id={column.id}
                  isRowHeader={'isRowHeader' in column ? column.isRowHeader : undefined}
                  allowsSorting={'allowsSorting' in column ? column.allowsSorting : undefined}
                  className={styles.column}
                >
                  {column.name}
                  <SortIcon
                    direction={
                      sortDescriptor?.column === column.id ? sortDescriptor.direction : undefined
                    }
                  />
                </Column>
              )}
            </TableHeader>
            <TableBody items={rows} renderEmptyState={() => stateMessage}>
              {(item) => (
                <Row id={item.id} columns={allColumns} className={styles.row}>
                  {(column) => (
                    <Cell className={styles.cell}>
                      {column.id === ACTIONS_ID ? actionsOf(item) : column.render(item)}
                    </Cell>
                  )}
                </Row>
              )}
            </TableBody>
          </Table>
        </div>
      ) : (
        cards
      )}
      {total !== undefined && total > 0 && !isLoading && !errorText ? (
        <div className={styles.footer}>
          <p>
            Showing {first}–{Math.min(total, page * pageSize)} of {total}
          </p>
          {onPageChange ? (
            <Pagination
              page={page}
              pageCount={pageCount}
              onPageChange={onPageChange}
              label={`${label} pages`}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
