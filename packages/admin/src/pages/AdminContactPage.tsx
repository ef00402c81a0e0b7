import { MAX_RECORD_ID } from '@cabo/contract';
import { ContactView } from '../contacts/ContactView.tsx';
import { AdminFrame } from '../shell/AdminFrame.tsx';
import AdminNotFoundPage from './AdminNotFoundPage.tsx';

/** /admin/contacts/:id (docs/admin.md, "Contacts"): one person and all their requests. */
export default function AdminContactPage({ id }: { id?: string }) {
  const contactId = /^[1-9]\d{0,9}$/.test(id ?? '') ? Number(id) : null;
  if (contactId === null || contactId > MAX_RECORD_ID) return <AdminNotFoundPage />;
  return (
    <AdminFrame area="contacts">
      <ContactView key={contactId} id={contactId} />
    </AdminFrame>
  );
}
