import { apiPaths, type AdminLeadDetail, type AdminLeadUpdate } from '@cabo/contract';
import { useToasts, type FormSubmitContext } from '@cabo/ui';
import { ApiResponseError } from '@cabo/ui/app/api';
import { showFieldErrors } from '@cabo/ui/app/form-submission';
import { useQueryClient } from '@tanstack/react-query';
import { adminRecordKey } from '../api/get-admin-record.ts';
import { patchAdminRecord } from '../api/update-admin-record.ts';

/**
 * Saves a lead's change (a board move, a close with its reason, the record's editor) and
 * refreshes what shows it: the lists, the board, the figures and the record.
 */
export function useLeadChange() {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  return async (
    id: number,
    change: AdminLeadUpdate,
    done: { title: string; description?: string },
    context?: FormSubmitContext,
  ): Promise<AdminLeadDetail> => {
    try {
      const answer = await patchAdminRecord<AdminLeadDetail>(apiPaths.adminLead, id, change);
      queryClient.setQueryData([adminRecordKey(apiPaths.adminLead, id)], answer);
      void queryClient.invalidateQueries({
        predicate: ({ queryKey }) =>
          String(queryKey[0]).startsWith(apiPaths.adminLeads) ||
          queryKey[0] === apiPaths.adminAnalytics,
      });
      toasts.show(done);
      return answer;
    } catch (error) {
      if (!context || !showFieldErrors(error, context.setFieldError)) {
        toasts.show({
          variant: 'destructive',
          title: 'Update failed',
          description:
            (error instanceof ApiResponseError && error.body?.message) || 'Please try again.',
        });
      }
      throw error;
    }
  };
}
