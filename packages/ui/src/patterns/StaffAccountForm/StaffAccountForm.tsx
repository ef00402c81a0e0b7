import {
  STAFF_PASSWORD_MIN_LENGTH,
  staffRoleOptions,
  staffUserCreateSchema,
  type ParsedStaffUserCreate,
  type StaffUserCreate,
} from '@cabo/contract';
import {
  ContractForm,
  FormSelect,
  FormSubmitButton,
  FormTextField,
  useContractForm,
  type FormSubmitContext,
} from '../../form/index.ts';
import * as styles from './StaffAccountForm.css';

const empty: StaffUserCreate = { username: '', email: '', role: 'editor', password: '' };

export const roleSelectOptions = staffRoleOptions.map((o) => ({
  id: o.value,
  label: `${o.label}: ${o.description}`,
}));

export interface StaffAccountFormProps {
  /**
   * Creates the account with the contract-parsed values (POST /api/admin/users). Resolve on
   * success (the form empties); reject on failure after putting the server's messages under
   * the fields with `context.setFieldError` (a taken username); the typed values stay.
   */
  onSubmit: (values: ParsedStaffUserCreate, context: FormSubmitContext) => Promise<unknown>;
  headingLevel?: 2 | 3 | 4;
}

/**
 * A new staff account (docs/admin.md, "Staff accounts"): username, optional e-mail, role
 * and the first password, which the admin passes on to the new member of staff.
 */
export function StaffAccountForm({ onSubmit, headingLevel = 2 }: StaffAccountFormProps) {
  const form = useContractForm(staffUserCreateSchema, empty);
  const { control } = form;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.section} aria-labelledby="staff-account-form-title">
      <Heading id="staff-account-form-title" className={styles.title}>
        New staff account
      </Heading>
      <ContractForm form={form} aria-label="New staff account" audience="staff" onSubmit={onSubmit}>
        <FormTextField
          control={control}
          name="username"
          label="Username"
          autoComplete="off"
          description="Letters, digits, dots, dashes or underscores; used to sign in."
        />
        <FormTextField
          control={control}
          name="email"
          label="Email (optional)"
          type="email"
          autoComplete="off"
        />
        <FormSelect control={control} name="role" label="Role" options={roleSelectOptions} />
        <FormTextField
          control={control}
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          description={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters. Pass it on in person or by phone.`}
        />
        <FormSubmitButton submittingLabel="Creating...">Create account</FormSubmitButton>
      </ContractForm>
    </section>
  );
}
