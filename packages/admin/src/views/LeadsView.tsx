import {
  adminLeadQuerySchema,
  apiPaths,
  leadInterestTypes,
  leadStatuses,
  type AdminLeadRow,
} from '@cabo/contract';
import { Badge, PlainLink, leadStatusTone, type DataTableColumn } from '@cabo/ui';
import { useSearch } from 'wouter';
import { AdminListView } from './AdminListView.tsx';
import * as styles from './AdminListView.css';
import { leadPageHref } from '../leads/leadCards.ts';
import { LeadBoardView } from './LeadBoardView.tsx';
import {
  contactCell,
  createdDate,
  humanise,
  optionsOf,
  ownerCell,
  ownerFilter,
  spamFilter,
  spamNote,
} from './listCells.tsx';

const columns: DataTableColumn<AdminLeadRow>[] = [
  { id: 'createdAt', name: 'Date', allowsSorting: true, render: (l) => createdDate(l.createdAt) },
  {
    id: 'name',
    name: 'Contact',
    allowsSorting: true,
    isRowHeader: true,
    render: (l) =>
      contactCell(
        `${l.firstName} ${l.lastName}`,
        l.email,
        spamNote(l) ??
          (l.previousLeads > 0 ? `Returning visitor (${l.previousLeads} earlier)` : undefined),
      ),
  },
  {
    id: 'interestType',
    name: 'Interest',
    allowsSorting: true,
    render: (l) => humanise(l.interestType),
  },
  { id: 'source', name: 'Source', render: (l) => l.source },
  {
    id: 'status',
    name: 'Status',
    allowsSorting: true,
    render: (l) => <Badge tone={leadStatusTone(l.status)}>{l.status}</Badge>,
  },
  { id: 'owner', name: 'Owner', render: (l) => ownerCell(l.owner) },
];

const views = [
  { id: 'table', label: 'Table' },
  { id: 'board', label: 'Board' },
] as const;

/**
 * The Leads section (docs/admin.md): the table, or the pipeline board (`view=board` in the
 * URL, so a reload or a shared link opens the same view).
 */
export function LeadsView() {
  const search = useSearch();
  const params = new URLSearchParams(search);
  const current = params.get('view') === 'board' ? 'board' : 'table';
  const hrefOf = (view: (typeof views)[number]['id']) => {
    const next = new URLSearchParams(search);
    if (view === 'board') next.set('view', 'board');
    else next.delete('view');
    return `/admin?${next.toString()}`;
  };
  return (
    <div className={styles.view}>
      <nav className={styles.viewSwitch} aria-label="Leads view">
        {views.map((view) => (
          <PlainLink
            key={view.id}
            href={hrefOf(view.id)}
            className={styles.viewLink}
            aria-current={view.id === current ? 'page' : undefined}
          >
            {view.label}
          </PlainLink>
        ))}
      </nav>
      {current === 'board' ? (
        <LeadBoardView
          filters={{
            search: params.get('search') ?? '',
            interest: params.get('interest') ?? 'all',
          }}
        />
      ) : (
        <LeadsTable />
      )}
    </div>
  );
}

function LeadsTable() {
  return (
    <AdminListView<AdminLeadRow>
      noun="leads"
      listPath={apiPaths.adminLeads}
      csvPath={apiPaths.adminLeadsCsv}
      recordPath={apiPaths.adminLead}
      ownerPath={apiPaths.adminLeadOwner}
      followUps="leads"
      querySchema={adminLeadQuerySchema}
      filters={[
        { name: 'status', label: 'Status', options: optionsOf('All Statuses', leadStatuses) },
        {
          name: 'interest',
          label: 'Interest',
          options: optionsOf('All Interests', leadInterestTypes),
        },
        ownerFilter,
        // Spam-flagged leads have their own view (docs/admin.md, "Spam").
        spamFilter('Leads'),
      ]}
      columns={columns}
      contactKind="lead"
      rowLabel={(l) => `${l.firstName} ${l.lastName}`}
      drawerTitle={(l) => `Lead: ${l.firstName} ${l.lastName}`}
      editor="lead"
      editAction
      notSpam
      pageHref={leadPageHref}
    />
  );
}
