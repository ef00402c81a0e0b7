import {
  ageInDays,
  interestWords,
  leadAnswerText,
  leadPartySize,
  ownerLabel,
  type AdminLeadRow,
  type AdminSamePersonSubmission,
} from '@cabo/contract';
import type { PipelineCard } from '@cabo/ui';

/** A lead's own page (docs/admin.md, "The lead's record"). */
export const leadPageHref = (id: number) => `/admin/leads/${id}`;

/** Where a same-person request opens: a lead's page, else its list searched by reference. */
export function samePersonHref(s: AdminSamePersonSubmission): string {
  if (s.kind === 'lead') return leadPageHref(s.id);
  const section = s.kind === 'booking' ? 'bookings' : 'guide-downloads';
  const search = s.reference ? `&search=${encodeURIComponent(s.reference)}` : '';
  return `/admin?section=${section}${search}`;
}

/** The stay a lead asked about, in words: its timeline, or the form's dates. */
function leadDates(lead: AdminLeadRow): string | null {
  const fromForm = ['dates', 'preferredDates', 'date'].map((k) => lead.formData[k]);
  const checkIn = lead.formData.checkIn;
  const checkOut = lead.formData.checkOut;
  const text =
    lead.timeline ??
    (typeof checkIn === 'string' && typeof checkOut === 'string'
      ? `${checkIn} to ${checkOut}`
      : fromForm.find((v) => typeof v === 'string' && v !== ''));
  return typeof text === 'string' && text !== '' ? leadAnswerText(text) : null;
}

/** A lead as a board card, with its owner (docs/admin.md, "Owners") when it has one. */
export function leadCard(lead: AdminLeadRow, now: Date): PipelineCard {
  const owner = lead.owner ? ownerLabel(lead.owner) : null;
  return {
    id: lead.id,
    column: lead.status,
    name: `${lead.firstName} ${lead.lastName}`,
    href: leadPageHref(lead.id),
    interest: interestWords(lead.interestType),
    dates: leadDates(lead),
    party: leadPartySize(lead),
    budget: lead.budget,
    owner,
    age: ageInDays(lead.createdAt, now),
  };
}
