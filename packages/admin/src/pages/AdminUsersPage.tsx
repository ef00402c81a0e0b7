import { StaffAccountsView } from '../staff/StaffAccountsView.tsx';
import { AdminFrame } from '../shell/AdminFrame.tsx';

/** /admin/users (docs/admin.md, "Staff accounts"): admins only. */
export default function AdminUsersPage() {
  return (
    <AdminFrame area="users">
      <StaffAccountsView />
    </AdminFrame>
  );
}
