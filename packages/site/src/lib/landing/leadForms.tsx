import {
  conciergeLead,
  corporateEventLead,
  familyTripLead,
  influencerLead,
  partnerLead,
  partyTripLead,
  propertyManagementLead,
  weddingLead,
  type LeadPayload,
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
  type FormSubmitContext,
  type ToastContent,
} from '@cabo/ui';
import type { ComponentType } from 'react';
import { CONCIERGE_FAILED_TOAST, leadSuccessToasts, useLeadSubmission } from '../leads.ts';

// The landing pages' forms, each bound to its payload and toasts (docs/lead-forms.md). One
// chunk of their own, loaded with the page (./leadFormParts.ts): the forms, their schemas
// and React Aria's fields evaluate in a task apart from the page's.

interface LeadFormComponentProps<V> {
  id: string;
  onSubmit: (values: V, context: FormSubmitContext) => Promise<unknown>;
}

/** One library form bound to its payload builder and toasts, at its anchor (`id`). */
function boundLeadForm<V>(
  Form: ComponentType<LeadFormComponentProps<V>>,
  toPayload: (values: V, submissionId: string) => LeadPayload,
  success: ToastContent,
  options: { id?: 'booking-form' | 'contact-form'; failureToast?: ToastContent } = {},
) {
  return function BoundLeadForm() {
    const submit = useLeadSubmission(toPayload, success, options.failureToast);
    return <Form id={options.id ?? 'booking-form'} onSubmit={submit} />;
  };
}

export const FamilyTripLeadForm = boundLeadForm(
  FamilyTripForm,
  familyTripLead,
  leadSuccessToasts.family,
);
export const PartyTripLeadForm = boundLeadForm(
  PartyTripForm,
  partyTripLead,
  leadSuccessToasts.party,
);
export const CorporateEventLeadForm = boundLeadForm(
  CorporateEventForm,
  corporateEventLead,
  leadSuccessToasts.corporate,
);
export const ConciergeLeadForm = boundLeadForm(
  ConciergeForm,
  conciergeLead,
  leadSuccessToasts.concierge,
  { failureToast: CONCIERGE_FAILED_TOAST },
);
export const InfluencerLeadForm = boundLeadForm(
  InfluencerForm,
  influencerLead,
  leadSuccessToasts.influencer,
);
export const WeddingLeadForm = boundLeadForm(WeddingForm, weddingLead, leadSuccessToasts.wedding);
export const PropertyManagementLeadForm = boundLeadForm(
  PropertyManagementForm,
  propertyManagementLead,
  leadSuccessToasts.propertyManagement,
  { id: 'contact-form' },
);

/** The generic partner template: its page title also decides the leads' interest type. */
export function PartnerLeadForm({ pageTitle, title }: { pageTitle: string; title: string }) {
  const submit = useLeadSubmission(
    (values: PartnerFormValues, submissionId: string) =>
      partnerLead(values, pageTitle, submissionId),
    leadSuccessToasts.partner,
  );
  return <PartnerForm id="booking-form" title={title} onSubmit={submit} />;
}
