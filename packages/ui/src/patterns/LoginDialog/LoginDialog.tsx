import {
  loginRequestSchema,
  PASSWORD_MIN_LENGTH,
  registerRequestSchema,
  type LoginRequest,
  type RegisterRequest,
} from '@cabo/contract';
import type { Key } from 'react-aria-components';
import { Dialog } from '../../components/Dialog/index.ts';
import { Link } from '../../components/Link/index.ts';
import { Tab, TabList, TabPanel, Tabs } from '../../components/Tabs/index.ts';
import {
  ContractForm,
  FormSubmitButton,
  FormTextField,
  PRIVACY_NOTICE_PATH,
  useContractForm,
  type FormSubmitContext,
} from '../../form/index.ts';
import * as styles from './LoginDialog.css';

export type LoginDialogTab = 'login' | 'register';

export const LOGIN_DIALOG_TITLE = 'Your Cabo account';
export const LOGIN_DIALOG_DESCRIPTION =
  'Log in or register to send stay requests and earn points when you share.';

type Submit<T> = (values: T, context: FormSubmitContext) => Promise<unknown>;

export interface LoginDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The tab shown ('Log in' or 'Register'). */
  tab: LoginDialogTab;
  onTabChange: (tab: LoginDialogTab) => void;
  /**
   * Sends the contract-parsed values. Resolve on success: the dialog closes. Reject on
   * failure: what was typed stays (server field messages go on the fields through
   * `context.setFieldError`; the caller toasts the rest).
   */
  onLogin: Submit<LoginRequest>;
  onRegister: Submit<RegisterRequest>;
}

const empty = { email: '', password: '' };

function LoginForm({ onSubmit, onDone }: { onSubmit: Submit<LoginRequest>; onDone: () => void }) {
  const form = useContractForm(loginRequestSchema, empty);
  return (
    // Not a lead: no honeypot or fill timer (failed logins are rate-limited by the server).
    <ContractForm
      form={form}
      aria-label="Log in"
      audience="staff"
      onSubmit={onSubmit}
      onSubmitted={onDone}
    >
      <FormTextField
        control={form.control}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
      />
      <FormTextField
        control={form.control}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      <FormSubmitButton fullWidth submittingLabel="Logging in...">
        Log in
      </FormSubmitButton>
    </ContractForm>
  );
}

function RegisterForm({
  onSubmit,
  onDone,
}: {
  onSubmit: Submit<RegisterRequest>;
  onDone: () => void;
}) {
  const form = useContractForm(registerRequestSchema, empty);
  return (
    <ContractForm
      form={form}
      aria-label="Register"
      audience="staff"
      onSubmit={onSubmit}
      onSubmitted={onDone}
    >
      <FormTextField
        control={form.control}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
      />
      <FormTextField
        control={form.control}
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        description={`At least ${PASSWORD_MIN_LENGTH} characters`}
      />
      <FormSubmitButton fullWidth submittingLabel="Creating account...">
        Create account
      </FormSubmitButton>
      <p className={styles.privacy}>
        We keep your e-mail to sign you in and hold your points.{' '}
        <Link href={PRIVACY_NOTICE_PATH} isExternal>
          Privacy notice
        </Link>
      </p>
    </ContractForm>
  );
}

/**
 * The visitor account dialog (docs/accounts-and-security.md): 'Log in' and 'Register' tabs
 * over the contract's schemas. Closes after a success; a failure keeps what was typed.
 */
export function LoginDialog({
  isOpen,
  onOpenChange,
  tab,
  onTabChange,
  onLogin,
  onRegister,
}: LoginDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={LOGIN_DIALOG_TITLE}
      description={LOGIN_DIALOG_DESCRIPTION}
      size="sm"
    >
      {({ close }) => (
        <Tabs
          selectedKey={tab}
          onSelectionChange={(key: Key) => onTabChange(key as LoginDialogTab)}
        >
          <TabList aria-label="Log in or register">
            <Tab id="login">Log in</Tab>
            <Tab id="register">Register</Tab>
          </TabList>
          <TabPanel id="login">
            <LoginForm onSubmit={onLogin} onDone={close} />
          </TabPanel>
          <TabPanel id="register">
            <RegisterForm onSubmit={onRegister} onDone={close} />
          </TabPanel>
        </Tabs>
      )}
    </Dialog>
  );
}
