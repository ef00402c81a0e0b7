import { apiPaths, type StaffUser, type StaffUserUpdate } from '@cabo/contract';
import {
  Button,
  StaffAccountEditor,
  StaffAccountForm,
  StaffUsersTable,
  useToasts,
  type FormSubmitContext,
} from '@cabo/ui';
import { showFieldErrors } from '@cabo/ui/app/form-submission';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentUser } from '../api/get-current-user.ts';
import { createStaffUser, updateStaffUser, useStaffUsers } from '../api/staff.ts';
import * as styles from './StaffAccountsView.css';

/**
 * Staff accounts (docs/admin.md): every colleague with their role and status; an admin adds
 * an account, changes a role, sets a new password, or disables one (its sessions end).
 */
export function StaffAccountsView() {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  const me = useCurrentUser().data;
  const list = useStaffUsers();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = list.data?.items.find((user) => user.id === selectedId) ?? null;
  const refresh = () =>
    queryClient.invalidateQueries({
      predicate: (query) => String(query.queryKey[0]).startsWith(apiPaths.adminUsers),
    });

  /** Sends a change; field messages go under their fields, anything else is a toast. */
  async function send<T>(
    action: () => Promise<T>,
    done: string,
    context?: FormSubmitContext,
  ): Promise<T> {
    try {
      const result = await action();
      void refresh();
      toasts.show({ title: done });
      return result;
    } catch (error) {
      if (!context || !showFieldErrors(error, context.setFieldError)) {
        toasts.show({
          variant: 'destructive',
          title: 'Not saved',
          description: 'Please try again.',
        });
      }
      throw error;
    }
  }

  const update = (
    user: StaffUser,
    change: StaffUserUpdate,
    done: string,
    context?: FormSubmitContext,
  ) => send(() => updateStaffUser(user.id, change), done, context);

  return (
    <div className={styles.view}>
      <StaffUsersTable
        items={list.data?.items}
        isLoading={list.isLoading}
        errorText={list.isError ? 'The accounts could not be loaded.' : null}
        currentUserId={me?.id}
        onEdit={(user) => setSelectedId(user.id)}
      />
      <div className={styles.side}>
        {selected ? (
          <>
            <StaffAccountEditor
              key={selected.id}
              user={selected}
              isSelf={selected.id === me?.id}
              headingLevel={2}
              onChangeRole={(values, context) => update(selected, values, 'Role changed', context)}
              onResetPassword={(values, context) =>
                update(selected, values, 'Password set', context)
              }
              onSetDisabled={(disabled) =>
                update(selected, { disabled }, disabled ? 'Account disabled' : 'Account enabled')
              }
              onSetReceivesNewRequests={(receivesNewRequests) =>
                update(
                  selected,
                  { receivesNewRequests },
                  receivesNewRequests ? 'Receives new requests' : 'No longer receives new requests',
                )
              }
            />
            <Button variant="secondary" onPress={() => setSelectedId(null)}>
              New account
            </Button>
          </>
        ) : (
          <StaffAccountForm
            headingLevel={2}
            onSubmit={(values, context) =>
              send(() => createStaffUser(values), 'Account created', context).then((user) =>
                setSelectedId(user.id),
              )
            }
          />
        )}
      </div>
    </div>
  );
}
