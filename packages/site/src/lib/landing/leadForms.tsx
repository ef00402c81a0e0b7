import { LeadForm, leadForms, type LeadFormName, type ToastContent } from '@cabo/ui';
import { CONCIERGE_FAILED_TOAST, leadSuccessToasts, useLeadSubmission } from '../leads.ts';

// The landing pages' form (docs/lead-forms.md), bound to its lead payload and toasts. One
// chunk of its own, loaded with the page (./leadFormParts.ts): the forms, their schemas
// and React Aria's fields evaluate in a task apart from the page's.

/** The failure toasts that differ from the usual one. */
const failureToasts: Partial<Record<LeadFormName, ToastContent>> = {
  concierge: CONCIERGE_FAILED_TOAST,
};

export interface LandingLeadFormProps {
  form: LeadFormName;
  /** The anchor the hero's button scrolls to. */
  id: string;
  /** The page's title: the generic partner template's leads take their interest type from it. */
  pageTitle?: string;
  title?: string;
}

/** One of the library's lead forms at its anchor, sending its lead with its toasts. */
export function LandingLeadForm({ form, id, pageTitle = '', title }: LandingLeadFormProps) {
  const spec = leadForms[form];
  const submit = useLeadSubmission(
    (values: Parameters<typeof spec.toLead>[0], submissionId: string) =>
      spec.toLead(values, submissionId, pageTitle),
    leadSuccessToasts[form],
    failureToasts[form],
  );
  return <LeadForm form={form} id={id} title={title} onSubmit={submit} />;
}
