import { apiPath, type RecordOwnerUpdate } from '@cabo/contract';
import { useToasts, type FormSubmitContext } from '@cabo/ui';
import { api } from '@cabo/ui/app/api';
import { showFieldErrors } from '@cabo/ui/app/form-submission';
import { useQueryClient } from '@tanstack/react-query';
import { adminRecordKey } from './get-admin-record.ts';
import { useStaffUsers } from './staff.ts';

/** PUT /api/admin/{leads,bookings,guide-submissions}/:id/owner; the answer is the new detail. */
export const putRecordOwner = <T>(template: string, id: number, ownerId: number | null) =>
  api.put(apiPath(template, { id }), { json: { ownerId } satisfies RecordOwnerUpdate }).json<T>();

/** Who can own a record (docs/admin.md, "Owners"): the active admins. */
export function useOwnerChoices() {
  const staff = useStaffUsers();
  return (staff.data?.items ?? []).filter((u) => u.role === 'admin' && !u.disabledAt);
}

/**
 * Assigns a record's owner from the owner editor: the answer (the record's detail) replaces
 * the cached record under `recordPath`, with a toast either way; field errors land on the form.
 */
export function useSaveOwner(ownerPath: string, recordPath: string, onSaved?: () => void) {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  return async (id: number, ownerId: number | null, context: FormSubmitContext) => {
    try {
      const answer = await putRecordOwner<unknown>(ownerPath, id, ownerId);
      queryClient.setQueryData([adminRecordKey(recordPath, id)], answer);
      onSaved?.();
      toasts.show({ title: 'Owner saved' });
    } catch (error) {
      if (!showFieldErrors(error, context.setFieldError)) {
        toasts.show({
          variant: 'destructive',
          title: 'Update failed',
          description: 'Please try again.',
        });
      }
      throw error;
    }
  };
}
