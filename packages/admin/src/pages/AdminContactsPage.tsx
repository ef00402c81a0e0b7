import { ContactsView } from '../contacts/ContactsView.tsx';
import { AdminFrame } from '../shell/AdminFrame.tsx';

/** /admin/contacts (docs/admin.md, "Contacts"): admins only. */
export default function AdminContactsPage() {
  return (
    <AdminFrame area="contacts">
      <ContactsView />
    </AdminFrame>
  );
}
