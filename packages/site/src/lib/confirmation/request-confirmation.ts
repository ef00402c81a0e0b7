import type { CalendarInviteEvent, SubmissionReceipt } from '@cabo/contract';
import { createContext, useContext } from 'react';

/** What the confirmation shows after a submission (docs/lead-forms.md, "After success"). */
export interface RequestConfirmation {
  receipt: SubmissionReceipt;
  /** A table or tour: "Add to calendar" saves it. */
  calendarEvent?: Omit<CalendarInviteEvent, 'reference'>;
}

export interface RequestConfirmationApi {
  show: (confirmation: RequestConfirmation) => void;
  dismiss: () => void;
  shown: RequestConfirmation | null;
}

export const RequestConfirmationContext = createContext<RequestConfirmationApi | null>(null);

const none: RequestConfirmationApi = { show: () => {}, dismiss: () => {}, shown: null };

/**
 * The one confirmation (RequestConfirmationProvider, in the site layout). Outside it (a
 * form's story alone) nothing is shown: the form's toast still is.
 */
export function useRequestConfirmation(): RequestConfirmationApi {
  return useContext(RequestConfirmationContext) ?? none;
}

/** A public submission's 201 answer, as opposed to another result (a login's user). */
export function isReceipt(result: unknown): result is SubmissionReceipt {
  return (
    typeof result === 'object' &&
    result !== null &&
    typeof (result as { reference?: unknown }).reference === 'string' &&
    typeof (result as { submissionId?: unknown }).submissionId === 'string'
  );
}
