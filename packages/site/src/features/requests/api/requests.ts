import {
  publicApiPaths,
  requestApiPath,
  type ConfirmEmailRequest,
  type VisitorRequest,
  type VisitorRequestList,
} from '@cabo/contract';
import { useQuery } from '@tanstack/react-query';
import { useHydrated } from '../../../lib/useHydrated.ts';

/**
 * GET /api/requests/:reference with the e-mailed token: the server answers it before
 * rendering (null when the link does not open the request, app/routes.tsx); a page reached
 * in the browser asks it then (an expired link is then an error, a 410).
 */
export function useLinkedRequest(reference: string, token: string | null) {
  return useQuery<VisitorRequest | null>({
    queryKey: [requestApiPath(reference, token)],
    enabled: Boolean(token),
  });
}

/** The same for the signed-in owner, asked in the browser (pages render once for everyone). */
export function useOwnRequest(reference: string, enabled: boolean) {
  const hydrated = useHydrated(enabled);
  // null: not the visitor's (a 404). Asked anew on each visit: staff change statuses.
  return useQuery<VisitorRequest | null>({
    queryKey: [requestApiPath(reference)],
    enabled: hydrated && enabled,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** GET /api/my-requests: every request of the signed-in visitor, newest first. */
export function useMyRequests(enabled: boolean) {
  const hydrated = useHydrated(enabled);
  return useQuery<VisitorRequestList>({
    queryKey: [publicApiPaths.myRequests],
    enabled: hydrated && enabled,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** POST /api/confirm-email: confirms the account the e-mailed token names. */
export async function postConfirmEmail(body: ConfirmEmailRequest): Promise<void> {
  const { api } = await import('@cabo/ui/app/api');
  await api.post(publicApiPaths.confirmEmail, { json: body });
}
