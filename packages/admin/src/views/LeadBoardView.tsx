import {
  ADMIN_MAX_PAGE_SIZE,
  apiPaths,
  leadStatuses,
  type AdminLeadPage,
  type LeadStatus,
} from '@cabo/contract';
import { CloseReasonDialog, PipelineBoard, type PipelineCard } from '@cabo/ui';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { adminListKey } from '../api/get-admin-list.ts';
import { leadCard } from '../leads/leadCards.ts';
import { useLeadChange } from '../leads/useLeadMove.ts';

const columnLabels: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  converted: 'Converted',
  closed: 'Closed',
};
const columns = leadStatuses.map((id) => ({ id, label: columnLabels[id] }));

export interface LeadBoardViewProps {
  /** The list's search and interest filter, which the board keeps. */
  filters?: { search?: string; interest?: string };
  /** "Now" for the cards' age (stories fix it). */
  now?: Date;
}

/**
 * The Leads section's board (docs/admin.md, "Pipeline board"): one column per status, spam
 * left out, each column the list's own request with that status. A move to Closed asks why
 * first; every move is the lead's PATCH, so the history records it.
 */
export function LeadBoardView({ filters = {}, now = new Date() }: LeadBoardViewProps) {
  const lists = useQueries({
    queries: leadStatuses.map((status) => ({
      queryKey: [
        adminListKey(apiPaths.adminLeads, {
          ...filters,
          status,
          pageSize: ADMIN_MAX_PAGE_SIZE,
        }),
      ],
    })),
  }) as { data?: AdminLeadPage | null; isPending: boolean; isError: boolean }[];
  const change = useLeadChange();
  const [closing, setClosing] = useState<PipelineCard | null>(null);
  const cards = lists.flatMap((list) => list.data?.items ?? []).map((lead) => leadCard(lead, now));

  const move = (card: PipelineCard, to: string) => {
    if (to === 'closed') {
      setClosing(card);
      return;
    }
    const label = columnLabels[to as LeadStatus] ?? to;
    void change(
      card.id,
      { status: to as LeadStatus },
      {
        title: `Moved to ${label}`,
        description: `${card.name} is in ${label}.`,
      },
    ).catch(() => undefined);
  };

  return (
    <>
      <PipelineBoard
        label="Leads by status"
        columns={columns}
        cards={cards}
        onMove={move}
        isLoading={lists.some((l) => l.isPending)}
        errorText={
          lists.some((l) => l.isError || l.data === null)
            ? 'Error loading leads. Please try again.'
            : null
        }
      />
      <CloseReasonDialog
        name={closing?.name ?? null}
        onOpenChange={(open) => !open && setClosing(null)}
        onSubmit={async (values, context) => {
          if (!closing) return;
          const won = values.closeReason === 'won';
          await change(
            closing.id,
            {
              status: won ? 'converted' : 'closed',
              closeReason: values.closeReason,
              ...(values.closeReasonText ? { closeReasonText: values.closeReasonText } : {}),
              ...(values.note ? { note: values.note } : {}),
            },
            {
              title: won ? 'Moved to Converted' : 'Lead closed',
              description: `${closing.name}: ${won ? 'won' : 'closed'}.`,
            },
            context,
          );
          setClosing(null);
        }}
      />
    </>
  );
}
