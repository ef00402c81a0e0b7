import type { ContactRecordKind } from '@cabo/contract';
import { Link } from '@cabo/ui';
import { useRecordContact } from '../api/contacts.ts';
import * as styles from './Contacts.css';

/**
 * "Same person: 2 other requests" on a record, linking to its contact (docs/admin.md,
 * "Contacts"). Nothing while loading, for a person's only request, or when it cannot be read:
 * the record stays usable without it.
 */
export function SamePersonLink({ kind, id }: { kind: ContactRecordKind; id: number }) {
  const contact = useRecordContact(kind, id).data;
  if (!contact || contact.otherRequests === 0) return null;
  const { otherRequests } = contact;
  return (
    <p className={styles.muted}>
      <span className={styles.strong}>Same person: </span>
      <Link href={`/admin/contacts/${contact.contactId}`}>
        {otherRequests} other {otherRequests === 1 ? 'request' : 'requests'}
      </Link>
    </p>
  );
}
