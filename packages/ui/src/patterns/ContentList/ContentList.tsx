import { ADMIN_FILTER_ALL, type ContentListItem, type ContentStatus } from '@cabo/contract';
import { Link } from '../../components/Link/index.ts';
import { AdminFilterBar } from '../AdminFilterBar/index.ts';
import { DataTable, type DataTableColumn } from '../DataTable/index.ts';
import { contentDateTime, contentStatusLabel } from './contentLabels.ts';
import { ContentStatusBadges } from './ContentStatusBadges.tsx';
import * as styles from './ContentList.css';

export type ContentStatusFilter = typeof ADMIN_FILTER_ALL | ContentStatus;

export interface ContentListProps {
  /** The kind in the plural, capitalised ("Resorts"): names the table and its texts. */
  label: string;
  /** One item of the kind ("resort"): the "New resort" link. */
  singular: string;
  items: readonly ContentListItem[] | undefined;
  isLoading?: boolean;
  errorText?: string | null;
  total?: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  search: string;
  onSearchChange: (search: string) => void;
  status: ContentStatusFilter;
  onStatusChange: (status: ContentStatusFilter) => void;
  onRefresh: () => void;
  isRefreshing?: boolean;
  /** The edit page of an item. */
  itemHref: (item: ContentListItem) => string;
  /** The create page. */
  newHref: string;
  /** IANA zone of the dates (Cabo's when left out). */
  timeZone?: string;
}

const statusOptions = [
  { id: ADMIN_FILTER_ALL, label: 'All statuses' },
  ...(['draft', 'published', 'archived'] as const).map((s) => ({
    id: s,
    label: contentStatusLabel[s],
  })),
];

/**
 * One kind's items in the content studio (docs/admin.md, "Content studio"): drafts
 * included, searched and filtered by the server, newest change first; the title opens the
 * item's edit page.
 */
export function ContentList({
  label,
  singular,
  items,
  isLoading = false,
  errorText,
  total,
  page,
  pageSize,
  onPageChange,
  search,
  onSearchChange,
  status,
  onStatusChange,
  onRefresh,
  isRefreshing,
  itemHref,
  newHref,
  timeZone,
}: ContentListProps) {
  const columns: DataTableColumn<ContentListItem>[] = [
    {
      id: 'title',
      name: 'Title',
      isRowHeader: true,
      render: (item) => (
        <span className={styles.stack}>
          <Link href={itemHref(item)}>{item.title || '(untitled)'}</Link>
          {item.slug ? <span className={styles.muted}>{item.slug}</span> : null}
        </span>
      ),
    },
    {
      id: 'status',
      name: 'Status',
      render: (item) => <ContentStatusBadges status={item.status} hasDraft={item.hasDraft} />,
    },
    {
      id: 'updatedAt',
      name: 'Updated',
      render: (item) => (
        <time dateTime={item.updatedAt}>{contentDateTime(item.updatedAt, timeZone)}</time>
      ),
    },
  ];
  const filtered = search !== '' || status !== ADMIN_FILTER_ALL;
  return (
    <div className={styles.view}>
      <AdminFilterBar
        label={`Filter ${label.toLowerCase()}`}
        search={search}
        onSearchChange={onSearchChange}
        searchPlaceholder="Search by title or slug..."
        filters={[{ name: 'status', label: 'Status', options: statusOptions, value: status }]}
        onFilterChange={(_, value) => onStatusChange(value as ContentStatusFilter)}
        onRefresh={onRefresh}
        isRefreshing={isRefreshing}
      >
        <Link href={newHref} variant="button">
          New {singular}
        </Link>
      </AdminFilterBar>
      <DataTable
        label={label}
        columns={columns}
        items={items}
        isLoading={isLoading}
        errorText={errorText}
        emptyText={
          filtered
            ? `No ${label.toLowerCase()} match these filters.`
            : `No ${label.toLowerCase()} yet.`
        }
        page={page}
        pageSize={pageSize}
        total={total}
        onPageChange={onPageChange}
        rowLabel={(item) => item.title}
      />
    </div>
  );
}
