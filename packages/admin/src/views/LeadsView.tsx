import {
  adminLeadQuerySchema,
  apiPaths,
  leadInterestTypes,
  leadStatuses,
  type AdminLeadRow,
} from '@cabo/contract';
import { Badge, leadStatusTone, type DataTableColumn } from '@cabo/ui';
import { AdminListView } from './AdminListView.tsx';
import {
  contactCell,
  createdDate,
  humanise,
  optionsOf,
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
];

/** The Leads section (docs/admin.md). */
export function LeadsView() {
  return (
    <AdminListView<AdminLeadRow>
      noun="leads"
      listPath={apiPaths.adminLeads}
      csvPath={apiPaths.adminLeadsCsv}
      recordPath={apiPaths.adminLead}
      querySchema={adminLeadQuerySchema}
      filters={[
        { name: 'status', label: 'Status', options: optionsOf('All Statuses', leadStatuses) },
        {
          name: 'interest',
          label: 'Interest',
          options: optionsOf('All Interests', leadInterestTypes),
        },
        // Spam-flagged leads have their own view (docs/admin.md, "Spam").
        spamFilter('Leads'),
      ]}
      columns={columns}
      rowLabel={(l) => `${l.firstName} ${l.lastName}`}
      drawerTitle={(l) => `Lead: ${l.firstName} ${l.lastName}`}
      editor="lead"
      editAction
      notSpam
    />
  );
}
