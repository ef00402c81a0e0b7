import {
  ADMIN_PAGE_SIZE,
  adminContactQuerySchema,
  adminListSearch,
  apiPaths,
  contactSuggestionReasonLabels,
  type AdminContact,
  type AdminContactSuggestion,
} from '@cabo/contract';
import { AdminFilterBar, Button, DataTable, Link, type DataTableColumn } from '@cabo/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useContactSuggestions, useContacts } from '../api/contacts.ts';
import { caboDateTime } from './format.ts';
import { contactLabel, MergeContactDialog } from './MergeContactDialog.tsx';
import { useMerge } from './useMerge.ts';
import * as styles from './Contacts.css';

const columns: DataTableColumn<AdminContact>[] = [
  {
    id: 'name',
    name: 'Name',
    isRowHeader: true,
    render: (c) => <Link href={`/admin/contacts/${c.id}`}>{c.name || `Contact ${c.id}`}</Link>,
  },
  { id: 'email', name: 'E-mail', render: (c) => c.emails.join(', ') },
  { id: 'phone', name: 'Phone', render: (c) => c.phones.join(', ') || '—' },
  { id: 'requests', name: 'Requests', render: (c) => c.requests },
  { id: 'lastActivity', name: 'Last activity', render: (c) => caboDateTime(c.lastActivity) },
];

/** One suggested pair, and the merge dialog it opens with both chosen. */
function Suggestion({ pair }: { pair: AdminContactSuggestion }) {
  const [open, setOpen] = useState(false);
  const merge = useMerge();
  const names = `${contactLabel(pair.first)} and ${contactLabel(pair.second)}`;
  return (
    <li className={styles.item}>
      <div>
        <p className={styles.definition}>
          <Link href={`/admin/contacts/${pair.first.id}`}>{contactLabel(pair.first)}</Link>
          {' and '}
          <Link href={`/admin/contacts/${pair.second.id}`}>{contactLabel(pair.second)}</Link>
        </p>
        <p className={styles.muted}>{contactSuggestionReasonLabels[pair.reason]}</p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Merge ${names}`}
        onPress={() => setOpen(true)}
      >
        Merge…
      </Button>
      {open ? (
        <MergeContactDialog
          isOpen
          onOpenChange={setOpen}
          contact={pair.first}
          candidates={[pair.second]}
          search=""
          onSearchChange={() => undefined}
          defaultOtherId={pair.second.id}
          onMerge={merge}
        />
      ) : null}
    </li>
  );
}

/**
 * Contacts (docs/admin.md, "Contacts"): every person with their e-mails, phones, number of
 * requests and last activity, searched in the URL's query; below, the pairs that may be one
 * person, each with a merge.
 */
export function ContactsView() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const queryClient = useQueryClient();
  const parsed = adminContactQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(search)));
  const query = parsed.success ? parsed.data : adminContactQuerySchema.parse({});
  const list = useContacts(query);
  const suggestions = useContactSuggestions();
  const setQuery = (changes: Partial<typeof query>) => {
    const next = { ...query, ...('page' in changes ? {} : { page: 1 }), ...changes };
    navigate(`${location}${adminListSearch(next)}`, { replace: true });
  };
  const pairs = suggestions.data?.suggestions ?? [];
  return (
    <div className={styles.view}>
      <AdminFilterBar
        label="Filter contacts"
        search={query.search}
        onSearchChange={(value) => setQuery({ search: value })}
        searchPlaceholder="Search name, e-mail, phone or reference"
        filters={[]}
        onFilterChange={() => undefined}
        onRefresh={() =>
          void queryClient.invalidateQueries({
            predicate: ({ queryKey }) => String(queryKey[0]).startsWith(apiPaths.adminContacts),
          })
        }
        isRefreshing={list.isFetching}
      />
      <DataTable
        label="Contacts"
        columns={columns}
        items={list.data?.items}
        isLoading={list.isPending}
        errorText={
          list.isError || list.data === null ? 'Error loading contacts. Please try again.' : null
        }
        emptyText="No contacts found with current filters."
        page={query.page}
        pageSize={query.pageSize ?? ADMIN_PAGE_SIZE}
        total={list.data?.total}
        onPageChange={(page) => setQuery({ page })}
        rowLabel={(c) => c.name}
      />
      <section className={styles.section} aria-labelledby="possible-duplicates">
        <h2 id="possible-duplicates" className={styles.heading}>
          Possible duplicates
        </h2>
        <p className={styles.muted}>
          Contacts with the same name and a phone ending in the same 7 digits, or the same e-mail
          name before the @. Merge them when they are one person.
        </p>
        {suggestions.isError ? (
          <p className={styles.muted}>The suggestions could not be loaded.</p>
        ) : suggestions.isPending ? null : pairs.length === 0 ? (
          <p className={styles.muted}>No possible duplicates.</p>
        ) : (
          <ul className={styles.list}>
            {pairs.map((pair) => (
              <Suggestion key={`${pair.first.id}-${pair.second.id}`} pair={pair} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
