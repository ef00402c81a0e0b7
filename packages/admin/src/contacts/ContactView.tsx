import {
  contactRecordKindLabels,
  type AdminContactDetail,
  type AdminContactRecord,
} from '@cabo/contract';
import { Badge, Button, Link, Spinner } from '@cabo/ui';
import { useState } from 'react';
import { useContact, useContacts } from '../api/contacts.ts';
import { caboDateTime } from './format.ts';
import { MergeContactDialog } from './MergeContactDialog.tsx';
import { useMerge } from './useMerge.ts';
import * as styles from './Contacts.css';

/** Where a request opens: its list, searched for its reference (the spam view for spam). */
const sectionOf = { lead: 'leads', booking: 'bookings', guide: 'guide-downloads' } as const;
const recordHref = (r: AdminContactRecord) =>
  `/admin?section=${sectionOf[r.kind]}&search=${encodeURIComponent(r.reference)}${r.spam ? '&spam=true' : ''}`;

function MergeButton({ detail }: { detail: AdminContactDetail }) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const candidates = useContacts({ search, page: 1, pageSize: 20 });
  const merge = useMerge();
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Merge another contact…
      </Button>
      {open ? (
        <MergeContactDialog
          isOpen
          onOpenChange={setOpen}
          contact={detail.contact}
          candidates={candidates.data?.items ?? []}
          search={search}
          onSearchChange={setSearch}
          onMerge={merge}
        />
      ) : null}
    </>
  );
}

/**
 * One contact (docs/admin.md, "Contacts"): how to reach them, every request of theirs across
 * leads, bookings and guide requests, the merges made into it, and "Merge another contact".
 */
export function ContactView({ id }: { id: number }) {
  const query = useContact(id);
  if (query.isPending) return <Spinner label="Loading contact" />;
  if (query.isError || !query.data) {
    return (
      <p className={styles.muted}>
        This contact could not be loaded. <Link href="/admin/contacts">All contacts</Link>
      </p>
    );
  }
  const detail = query.data;
  const { contact, records, merges } = detail;
  return (
    <div className={styles.view}>
      <p className={styles.muted}>
        <Link href="/admin/contacts">All contacts</Link>
      </p>
      <section className={styles.section} aria-labelledby="contact-name">
        <h2 id="contact-name" className={styles.heading}>
          {contact.name || `Contact ${contact.id}`}
        </h2>
        <dl className={styles.facts}>
          <dt className={styles.term}>E-mail</dt>
          <dd className={styles.definition}>{contact.emails.join(', ') || '—'}</dd>
          <dt className={styles.term}>Phone</dt>
          <dd className={styles.definition}>{contact.phones.join(', ') || '—'}</dd>
          <dt className={styles.term}>Requests</dt>
          <dd className={styles.definition}>{contact.requests}</dd>
          <dt className={styles.term}>Last activity</dt>
          <dd className={styles.definition}>{caboDateTime(contact.lastActivity)}</dd>
        </dl>
        <div className={styles.actions}>
          <MergeButton detail={detail} />
        </div>
      </section>
      <section className={styles.section} aria-labelledby="contact-requests">
        <h2 id="contact-requests" className={styles.heading}>
          Requests ({records.length})
        </h2>
        <ul className={styles.list} aria-label="Requests">
          {records.map((r) => (
            <li key={`${r.kind}-${r.id}`} className={styles.item}>
              <div>
                <p className={styles.definition}>
                  <span className={styles.strong}>{contactRecordKindLabels[r.kind]}</span>{' '}
                  <Link href={recordHref(r)}>{r.reference}</Link> · {r.summary}
                </p>
                <p className={styles.muted}>
                  {caboDateTime(r.createdAt)} · {r.name} · {r.email}
                  {r.phone ? ` · ${r.phone}` : ''}
                </p>
              </div>
              <div className={styles.actions}>
                {r.spam ? <Badge tone="red">spam</Badge> : null}
                <Badge tone="gray">{r.status}</Badge>
              </div>
            </li>
          ))}
        </ul>
      </section>
      {merges.length > 0 ? (
        <section className={styles.section} aria-labelledby="contact-merges">
          <h2 id="contact-merges" className={styles.heading}>
            Merged into this contact
          </h2>
          <ul className={styles.list}>
            {merges.map((m) => (
              <li key={`${m.mergedId}-${m.at}`} className={styles.item}>
                <p className={styles.definition}>
                  Contact {m.mergedId} ({m.references.join(', ') || 'no requests'}) by {m.actor},{' '}
                  {caboDateTime(m.at)}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
