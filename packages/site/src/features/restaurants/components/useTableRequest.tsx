import { lazy, Suspense, useState } from 'react';
import type { TableRequestTarget } from './TableRequestHost.tsx';

// The dialog's code (calendar, party size, the form's schema) loads with the first request.
const TableRequestHost = lazy(() => import('./TableRequestHost.tsx'));

/**
 * A page's "Request a Table": `requestTable` opens the dialog for a restaurant; `dialog` goes
 * into the page. Mounted from the first request on, so it keeps its state between requests.
 */
export function useTableRequest() {
  const [requesting, setRequesting] = useState<TableRequestTarget | null>(null);
  const [dialogRequested, setDialogRequested] = useState(false);
  const requestTable = (target: TableRequestTarget) => {
    setDialogRequested(true);
    setRequesting(target);
  };
  const dialog = dialogRequested ? (
    <Suspense fallback={null}>
      <TableRequestHost restaurant={requesting} onClose={() => setRequesting(null)} />
    </Suspense>
  ) : null;
  return { requestTable, dialog };
}
