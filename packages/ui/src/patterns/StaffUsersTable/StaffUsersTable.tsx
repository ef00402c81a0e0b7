import { staffRoleLabel, type StaffUser } from '@cabo/contract';
import { Badge, staffRoleTone, staffStatusTone } from '../../components/Badge/index.ts';
import { Button } from '../../components/Button/index.ts';
import { DataTable, type DataTableColumn } from '../DataTable/index.ts';
import * as styles from './StaffUsersTable.css';

export const STAFF_EMPTY_TEXT = 'No staff accounts yet.';
export const STAFF_ERROR_TEXT = 'Error loading staff accounts. Please try again.';

export interface StaffUsersTableProps {
  items: readonly StaffUser[] | undefined;
  isLoading?: boolean;
  errorText?: string | null;
  /** The signed-in admin's id: their row says "(you)". */
  currentUserId?: number;
  /** Opens the account's editor (role, password, disable or enable). */
  onEdit: (user: StaffUser) => void;
  /** IANA zone the dates are shown in (the viewer's own when left out). */
  timeZone?: string;
}

/**
 * The staff accounts (docs/admin.md, "Staff accounts"): username, role, status, when and by
 * whom each was made, and Edit.
 */
export function StaffUsersTable({
  items,
  isLoading = false,
  errorText,
  currentUserId,
  onEdit,
  timeZone,
}: StaffUsersTableProps) {
  const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone });
  const columns: DataTableColumn<StaffUser>[] = [
    {
      id: 'username',
      name: 'Username',
      isRowHeader: true,
      render: (u) => (
        <span className={styles.stack}>
          <span>
            {u.username}
            {u.id === currentUserId ? ' (you)' : ''}
          </span>
          {u.email ? <span className={styles.muted}>{u.email}</span> : null}
        </span>
      ),
    },
    {
      id: 'role',
      name: 'Role',
      render: (u) => <Badge tone={staffRoleTone(u.role)}>{staffRoleLabel(u.role)}</Badge>,
    },
    {
      id: 'status',
      name: 'Status',
      render: (u) => (
        <Badge tone={staffStatusTone(u.disabledAt !== null)}>
          {u.disabledAt ? 'Disabled' : 'Active'}
        </Badge>
      ),
    },
    {
      id: 'createdAt',
      name: 'Created',
      render: (u) => (
        <span className={styles.stack}>
          <span>{day.format(new Date(u.createdAt))}</span>
          <span className={styles.muted}>
            {u.createdBy ? `by ${u.createdBy.name || 'a removed account'}` : 'at first start'}
          </span>
        </span>
      ),
    },
  ];
  return (
    <DataTable
      label="Staff accounts"
      columns={columns}
      items={items}
      isLoading={isLoading}
      errorText={errorText}
      emptyText={STAFF_EMPTY_TEXT}
      rowLabel={(u) => u.username}
      rowActions={(u) => (
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Edit ${u.username}`}
          onPress={() => onEdit(u)}
        >
          Edit
        </Button>
      )}
    />
  );
}
