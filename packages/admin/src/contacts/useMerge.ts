import { apiPaths } from '@cabo/contract';
import { useToasts, type FormSubmitContext } from '@cabo/ui';
import { ApiResponseError } from '@cabo/ui/app/api';
import { showFieldErrors } from '@cabo/ui/app/form-submission';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { mergeContacts } from '../api/contacts.ts';

/** The server's words for a refused merge (a 409: merged already), else a retry hint. */
const refusal = (error: unknown): string =>
  (error instanceof ApiResponseError && error.status < 500 && error.body?.message) ||
  'Please try again.';

/**
 * Sends a merge; on success the contacts are read again and the kept contact's page opens.
 * Field messages go under their fields; any other refusal is a toast with the server's words.
 */
export function useMerge() {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  const [, navigate] = useLocation();
  return async (ids: { keptId: number; otherId: number }, context: FormSubmitContext) => {
    try {
      const answer = await mergeContacts(ids.keptId, ids.otherId);
      await queryClient.invalidateQueries({
        predicate: ({ queryKey }) => String(queryKey[0]).startsWith(apiPaths.adminContacts),
      });
      toasts.show({
        title: 'Contacts merged',
        description: `${answer.contact.name} now has ${answer.records.length} requests.`,
      });
      navigate(`/admin/contacts/${answer.contact.id}`);
      return answer;
    } catch (error) {
      if (!showFieldErrors(error, context.setFieldError)) {
        toasts.show({
          variant: 'destructive',
          title: 'Merge failed',
          description: refusal(error),
        });
      }
      throw error;
    }
  };
}
