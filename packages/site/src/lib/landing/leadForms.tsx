import {
  conciergeLead,
  corporateEventLead,
  familyTripLead,
  influencerLead,
  partnerLead,
  partyTripLead,
  propertyManagementLead,
  weddingLead,
  type PartnerFormValues,
} from '@cabo/contract';
import {
  ConciergeForm,
  CorporateEventForm,
  FamilyTripForm,
  InfluencerForm,
  PartnerForm,
  PartyTripForm,
  PropertyManagementForm,
  WeddingForm,
} from '@cabo/ui';
import { CONCIERGE_FAILED_TOAST, leadSuccessToasts, useLeadSubmission } from '../leads.ts';

// The landing pages' forms, each bound to its payload and toasts (docs/lead-forms.md). One
// chunk of their own, loaded with the page (./leadFormParts.ts): the forms, their schemas
// and React Aria's fields evaluate in a task apart from the page's.

export function FamilyTripLeadForm() {
  const submit = useLeadSubmission(familyTripLead, leadSuccessToasts.family);
  return <FamilyTripForm id="booking-form" onSubmit={submit} />;
}

export function PartyTripLeadForm() {
  const submit = useLeadSubmission(partyTripLead, leadSuccessToasts.party);
  return <PartyTripForm id="booking-form" onSubmit={submit} />;
}

export function CorporateEventLeadForm() {
  const submit = useLeadSubmission(corporateEventLead, leadSuccessToasts.corporate);
  return <CorporateEventForm id="booking-form" onSubmit={submit} />;
}

export function ConciergeLeadForm() {
  const submit = useLeadSubmission(
    conciergeLead,
    leadSuccessToasts.concierge,
    CONCIERGE_FAILED_TOAST,
  );
  return <ConciergeForm id="booking-form" onSubmit={submit} />;
}

export function InfluencerLeadForm() {
  const submit = useLeadSubmission(influencerLead, leadSuccessToasts.influencer);
  return <InfluencerForm id="booking-form" onSubmit={submit} />;
}

export function WeddingLeadForm() {
  const submit = useLeadSubmission(weddingLead, leadSuccessToasts.wedding);
  return <WeddingForm id="booking-form" onSubmit={submit} />;
}

export function PropertyManagementLeadForm() {
  const submit = useLeadSubmission(propertyManagementLead, leadSuccessToasts.propertyManagement);
  return <PropertyManagementForm id="contact-form" onSubmit={submit} />;
}

/** The generic partner template: its page title also decides the leads' interest type. */
export function PartnerLeadForm({ pageTitle, title }: { pageTitle: string; title: string }) {
  const submit = useLeadSubmission(
    (values: PartnerFormValues, submissionId: string) =>
      partnerLead(values, pageTitle, submissionId),
    leadSuccessToasts.partner,
  );
  return <PartnerForm id="booking-form" title={title} onSubmit={submit} />;
}
