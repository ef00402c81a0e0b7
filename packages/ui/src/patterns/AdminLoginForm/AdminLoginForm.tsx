import { adminLoginRequestSchema, type AdminLoginRequest } from '@cabo/contract';
import {
  ContractForm,
  FormSubmitButton,
  FormTextField,
  useContractForm,
  type FormSubmitContext,
} from '../../form/index.ts';
import * as styles from './AdminLoginForm.css';

export const ADMIN_LOGIN_TITLE = 'Cabo Admin';

const empty: AdminLoginRequest = { username: '', password: '' };

export interface AdminLoginFormProps {
  /**
   * Signs in with the contract-parsed values. Resolve on success; reject on failure (the
   * caller shows the "Login failed" toast) and the typed username stays.
   */
  onSubmit: (values: AdminLoginRequest, context: FormSubmitContext) => Promise<unknown>;
}

/** The admin sign-in card: username and password over the contract's admin login schema. */
export function AdminLoginForm({ onSubmit }: AdminLoginFormProps) {
  const form = useContractForm(adminLoginRequestSchema, empty);
  const { control } = form;
  return (
    <section className={styles.card} aria-labelledby="admin-login-title">
      <h1 id="admin-login-title" className={styles.title}>
        {ADMIN_LOGIN_TITLE}
      </h1>
      <p className={styles.intro}>Sign in to the dashboard.</p>
      <ContractForm form={form} aria-label="Admin login" audience="staff" onSubmit={onSubmit}>
        <FormTextField control={control} name="username" label="Username" autoComplete="username" />
        <FormTextField
          control={control}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
        />
        <FormSubmitButton fullWidth submittingLabel="Logging in...">
          Login
        </FormSubmitButton>
      </ContractForm>
    </section>
  );
}
