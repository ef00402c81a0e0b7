import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import {
  RequestConfirmationContext,
  useRequestConfirmation,
  type RequestConfirmation,
  type RequestConfirmationApi,
} from './request-confirmation.ts';

// The panel's code (the library's SubmissionSuccess, the calendar file) loads with the first
// confirmation, not with every page.
const RequestConfirmationPanel = lazy(() => import('./RequestConfirmationPanel.tsx'));

/**
 * Holds the confirmation the site's `useFormSubmission` shows after every accepted request.
 * Mounted once in the site layout; `RequestConfirmationSlot` is where it appears.
 */
export function RequestConfirmationProvider({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const [held, setHeld] = useState<{ confirmation: RequestConfirmation; path: string } | null>(
    null,
  );
  // It belongs to the page it was sent from: another page does not show it.
  const shown = held && held.path === location ? held.confirmation : null;
  const api = useMemo<RequestConfirmationApi>(
    () => ({
      show: (confirmation) => setHeld({ confirmation, path: location }),
      dismiss: () => setHeld(null),
      shown,
    }),
    [shown, location],
  );
  return (
    <RequestConfirmationContext.Provider value={api}>
      {children}
    </RequestConfirmationContext.Provider>
  );
}

/**
 * The confirmation in the page, at the top of the content: not a dialog, so a form's own
 * thank-you view or dialog stays as the spec has it, and nothing is stacked on it.
 */
export function RequestConfirmationSlot() {
  const { shown, dismiss } = useRequestConfirmation();
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <RequestConfirmationPanel
        key={shown.receipt.reference}
        confirmation={shown}
        onDismiss={dismiss}
      />
    </Suspense>
  );
}
