import { apiPaths, type AdminLeadDetail, type LeadCloseFormValues } from '@cabo/contract';
import {
  CloseReasonDialog,
  LeadRecord,
  Link,
  OwnerEditor,
  Spinner,
  StatusEditor,
  type FormSubmitContext,
  type StatusUpdateValues,
} from '@cabo/ui';
import { useState } from 'react';
import { useAdminRecord } from '../api/get-admin-record.ts';
import { useOwnerChoices, useSaveOwner } from '../api/record-owner.ts';
import { RecordFollowUps } from '../views/RecordFollowUps.tsx';
import { samePersonHref } from '../leads/leadCards.ts';
import { useLeadChange } from '../leads/useLeadMove.ts';
import { AdminFrame } from '../shell/AdminFrame.tsx';
import { adminSectionHref, adminSections } from './sections.tsx';

const shellSections = adminSections.map(({ id, label }) => ({
  id,
  label,
  href: adminSectionHref(id),
}));

/**
 * /admin/leads/:id, a lead's own page (docs/admin.md, "The lead's record"): the list's drawer
 * stays for a quick look; this page is where a lead is worked. The status editor sits in the
 * side column; a move to closed asks why first, as on the board.
 */
export default function AdminLeadPage({ id: idText }: { id?: string }) {
  const id = Number(idText);
  const valid = Number.isInteger(id) && id > 0;
  const detail = useAdminRecord<AdminLeadDetail>(apiPaths.adminLead, valid ? id : null);
  const change = useLeadChange();
  const [closing, setClosing] = useState<{ note?: string; message?: string } | null>(null);
  const data = detail.data;
  const admins = useOwnerChoices();
  const saveOwner = useSaveOwner(apiPaths.adminLeadOwner, apiPaths.adminLead);

  const saveStatus = async (values: StatusUpdateValues, context: FormSubmitContext) => {
    if (!data) return;
    if (values.status === 'closed' && data.record.status !== 'closed') {
      // Closing asks why (docs/admin.md, "Pipeline board"): the dialog sends it.
      setClosing({ note: values.note, message: values.message });
      // Rejecting keeps the editor's choice until the dialog has saved.
      throw new Error('A close reason is asked first');
    }
    await change(
      id,
      {
        ...(values.status ? { status: values.status as AdminLeadDetail['record']['status'] } : {}),
        ...(values.note ? { note: values.note } : {}),
        ...(values.message ? { message: values.message } : {}),
      },
      { title: 'Changes saved' },
      context,
    );
  };

  const close = async (values: LeadCloseFormValues, context: FormSubmitContext) => {
    const won = values.closeReason === 'won';
    const note = values.note || closing?.note;
    await change(
      id,
      {
        status: won ? 'converted' : 'closed',
        closeReason: values.closeReason,
        ...(values.closeReasonText ? { closeReasonText: values.closeReasonText } : {}),
        ...(note ? { note } : {}),
        ...(closing?.message ? { message: closing.message } : {}),
      },
      { title: won ? 'Moved to Converted' : 'Lead closed' },
      context,
    );
    setClosing(null);
  };

  return (
    <AdminFrame area="dashboard" sections={shellSections} currentSection="leads">
      <p>
        <Link href={adminSectionHref('leads')} variant="inline">
          Back to leads
        </Link>
      </p>
      {!valid || data === null ? (
        <p role="alert">No lead with that id.</p>
      ) : detail.isError ? (
        <p role="alert">This record could not be loaded.</p>
      ) : !data ? (
        <Spinner label="Loading the lead" />
      ) : (
        <>
          <LeadRecord
            lead={data.record}
            samePerson={data.samePerson}
            history={data.history}
            hrefOf={samePersonHref}
            // Replies, WhatsApp and tasks in `actions`; owner and status in the side column
            // (docs/admin.md, "The lead's record").
            actions={
              data.record.spam ? null : <RecordFollowUps table="leads" record={data.record} />
            }
            aside={
              <>
                <OwnerEditor
                  key={`owner-${data.record.owner?.id ?? 'none'}-${admins.length}`}
                  owner={data.record.owner}
                  admins={admins}
                  onSubmit={(ownerId, context) => saveOwner(id, ownerId, context)}
                />
                <StatusEditor
                  key={`${data.record.id}-${data.record.status}`}
                  kind="lead"
                  currentStatus={data.record.status}
                  onSubmit={saveStatus}
                />
              </>
            }
          />
          <CloseReasonDialog
            name={closing ? `${data.record.firstName} ${data.record.lastName}` : null}
            onOpenChange={(open) => !open && setClosing(null)}
            onSubmit={close}
          />
        </>
      )}
    </AdminFrame>
  );
}
