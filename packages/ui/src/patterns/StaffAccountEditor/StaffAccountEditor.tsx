import {
  STAFF_PASSWORD_MIN_LENGTH,
  staffMessages,
  staffPasswordResetSchema,
  staffRoleChangeSchema,
  staffRoleLabel,
  type StaffPasswordReset,
  type StaffRoleChange,
  type StaffUser,
} from '@cabo/contract';
import { useState } from 'react';
import { Badge, staffRoleTone, staffStatusTone } from '../../components/Badge/index.ts';
import { Button } from '../../components/Button/index.ts';
import { ConfirmDialog } from '../../components/Dialog/index.ts';
import {
  ContractForm,
  FormSelect,
  FormSubmitButton,
  FormTextField,
  useContractForm,
  type FormSubmitContext,
} from '../../form/index.ts';
import { roleSelectOptions } from '../StaffAccountForm/StaffAccountForm.tsx';
import { Checkbox } from '../../components/Checkbox/index.ts';
import * as styles from './StaffAccountEditor.css';

export interface StaffAccountEditorProps {
  user: StaffUser;
  /** The signed-in admin's own account: it cannot be disabled from here. */
  isSelf?: boolean;
  /**
   * Saves a role (PATCH `{ role }`). Resolve on success; reject on failure after putting
   * any field message in place (`context.setFieldError`), e.g. the last admin's 409.
   */
  onChangeRole: (values: StaffRoleChange, context: FormSubmitContext) => Promise<unknown>;
  /** Sets a new password (PATCH `{ password }`); resolve on success (the field empties). */
  onResetPassword: (values: StaffPasswordReset, context: FormSubmitContext) => Promise<unknown>;
  /** Disables (true) or enables (false) the account once confirmed; reject keeps the dialog. */
  onSetDisabled: (disabled: boolean) => Promise<unknown>;
  /**
   * An admin's "Receives new requests" (docs/admin.md, "Owners"): saved at once; without it
   * the switch is not shown.
   */
  onSetReceivesNewRequests?: (receives: boolean) => Promise<unknown>;
  headingLevel?: 2 | 3;
}

/**
 * One staff account (docs/admin.md, "Staff accounts"): change its role, set a new password,
 * disable or enable it after a confirmation. Disabling ends its sessions at once.
 */
export function StaffAccountEditor({
  user,
  isSelf = false,
  onChangeRole,
  onResetPassword,
  onSetDisabled,
  onSetReceivesNewRequests,
  headingLevel = 2,
}: StaffAccountEditorProps) {
  const [savingRequests, setSavingRequests] = useState(false);
  const roleForm = useContractForm(staffRoleChangeSchema, { role: user.role });
  const passwordForm = useContractForm(staffPasswordResetSchema, { password: '' });
  const [confirming, setConfirming] = useState(false);
  const disabled = user.disabledAt !== null;
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';

  return (
    <section className={styles.editor} aria-labelledby={`staff-${user.id}-title`}>
      <header className={styles.header}>
        <Heading id={`staff-${user.id}-title`} className={styles.title}>
          {user.username}
          {isSelf ? ' (you)' : ''}
        </Heading>
        <div className={styles.badges}>
          <Badge tone={staffRoleTone(user.role)}>{staffRoleLabel(user.role)}</Badge>
          <Badge tone={staffStatusTone(disabled)}>{disabled ? 'Disabled' : 'Active'}</Badge>
        </div>
      </header>

      <section className={styles.part} aria-label="Role">
        <Sub className={styles.partTitle}>Role</Sub>
        <ContractForm
          form={roleForm}
          aria-label="Role"
          audience="staff"
          onSubmit={async (values, context) => {
            const result = await onChangeRole(values, context);
            roleForm.reset(values);
            return result;
          }}
        >
          <FormSelect
            control={roleForm.control}
            name="role"
            label="Role"
            options={roleSelectOptions}
          />
          <FormSubmitButton submittingLabel="Saving...">Save role</FormSubmitButton>
        </ContractForm>
      </section>

      <section className={styles.part} aria-label="Reset password">
        <Sub className={styles.partTitle}>Reset password</Sub>
        <ContractForm
          form={passwordForm}
          aria-label="Reset password"
          audience="staff"
          onSubmit={onResetPassword}
        >
          <FormTextField
            control={passwordForm.control}
            name="password"
            label="New password"
            type="password"
            autoComplete="new-password"
            description={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters. Signs the account out everywhere.`}
          />
          <FormSubmitButton submittingLabel="Setting...">Set password</FormSubmitButton>
        </ContractForm>
      </section>

      {onSetReceivesNewRequests && user.role === 'admin' ? (
        <section className={styles.part} aria-label="New requests">
          <Sub className={styles.partTitle}>New requests</Sub>
          <Checkbox
            isSelected={user.receivesNewRequests}
            isDisabled={savingRequests || disabled}
            onChange={(receives) => {
              setSavingRequests(true);
              onSetReceivesNewRequests(receives)
                .catch(() => undefined)
                .finally(() => setSavingRequests(false));
            }}
          >
            Receives new requests
          </Checkbox>
          <p className={styles.note}>
            New leads, bookings and guide requests are shared in turn among the admins who receive
            them; each gets the staff alert for theirs.
          </p>
        </section>
      ) : null}

      <section className={styles.part} aria-label="Access">
        <Sub className={styles.partTitle}>Access</Sub>
        <p className={styles.note}>
          {disabled
            ? 'This account is disabled: it cannot sign in.'
            : 'A disabled account cannot sign in, and its sessions end at once.'}
        </p>
        {isSelf && !disabled ? (
          <p className={styles.note}>{staffMessages.cannotDisableSelf}.</p>
        ) : (
          <div>
            <Button
              variant={disabled ? 'secondary' : 'destructive'}
              onPress={() => setConfirming(true)}
            >
              {disabled ? 'Enable account' : 'Disable account'}
            </Button>
          </div>
        )}
      </section>

      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={disabled ? `Enable ${user.username}?` : `Disable ${user.username}?`}
        description={
          disabled
            ? `${user.username} can sign in again with their password.`
            : `${user.username} is signed out everywhere at once and cannot sign in until the account is enabled again.`
        }
        confirmLabel={disabled ? 'Enable' : 'Disable'}
        pendingLabel={disabled ? 'Enabling...' : 'Disabling...'}
        tone={disabled ? 'primary' : 'destructive'}
        onConfirm={() => onSetDisabled(!disabled)}
      />
    </section>
  );
}
