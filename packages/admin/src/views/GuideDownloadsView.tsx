import {
  adminGuideFilterOptions,
  adminGuideSubmissionQuerySchema,
  apiPaths,
  type AdminGuideSubmission,
} from '@cabo/contract';
import { Badge, guideStatusTone, type DataTableColumn } from '@cabo/ui';
import { AdminListView } from './AdminListView.tsx';
import { createdDate, ownerCell, ownerFilter, spamFilter, spamNote } from './listCells.tsx';

const investmentLevel = (g: AdminGuideSubmission) => {
  const level = g.formData.investmentLevel;
  return typeof level === 'string' && level ? level : '—';
};

const name = (g: AdminGuideSubmission) => [g.firstName, g.lastName].filter(Boolean).join(' ');

const columns: DataTableColumn<AdminGuideSubmission>[] = [
  { id: 'createdAt', name: 'Date', allowsSorting: true, render: (g) => createdDate(g.createdAt) },
  {
    id: 'name',
    name: 'Name',
    allowsSorting: true,
    isRowHeader: true,
    render: (g) =>
      g.spam ? (
        <>
          <span style={{ display: 'block' }}>{name(g)}</span>
          <span style={{ display: 'block', fontSize: '0.8125rem' }}>{spamNote(g)}</span>
        </>
      ) : (
        name(g)
      ),
  },
  { id: 'email', name: 'Email', allowsSorting: true, render: (g) => g.email },
  { id: 'guideType', name: 'Guide Type', allowsSorting: true, render: (g) => g.guideType },
  // The guide form's optional answer (docs/guides.md); empty when not given.
  { id: 'investmentLevel', name: 'Investment Level', render: investmentLevel },
  { id: 'source', name: 'Source', render: (g) => g.source },
  {
    id: 'status',
    name: 'Status',
    allowsSorting: true,
    render: (g) => <Badge tone={guideStatusTone(g.status)}>{g.status}</Badge>,
  },
  { id: 'owner', name: 'Owner', render: (g) => ownerCell(g.owner) },
];

/** The Guide Downloads section (docs/admin.md): search on e-mail or first name. */
export function GuideDownloadsView() {
  return (
    <AdminListView<AdminGuideSubmission>
      noun="guide downloads"
      errorNoun="guide submissions"
      listPath={apiPaths.adminGuideSubmissions}
      csvPath={apiPaths.adminGuideSubmissionsCsv}
      recordPath={apiPaths.adminGuideSubmission}
      ownerPath={apiPaths.adminGuideSubmissionOwner}
      followUps="guide_submissions"
      querySchema={adminGuideSubmissionQuerySchema}
      searchPlaceholder="Search by email or first name..."
      filters={[
        {
          name: 'guide',
          label: 'Guide',
          options: adminGuideFilterOptions.map(({ value, label }) => ({ id: value, label })),
        },
        ownerFilter,
        spamFilter('Guide downloads'),
      ]}
      columns={columns}
      contactKind="guide"
      rowLabel={name}
      drawerTitle={(g) => `Guide download: ${name(g)}`}
      resend
    />
  );
}
