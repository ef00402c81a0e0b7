export {
  STAFF_EMPTY_TEXT,
  STAFF_ERROR_TEXT,
  StaffUsersTable,
  type StaffUsersTableProps,
} from './StaffUsersTable.tsx';
