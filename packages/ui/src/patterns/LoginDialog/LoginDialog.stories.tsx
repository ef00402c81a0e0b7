import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mobile, storyFrame } from '../../common/storyFixtures.tsx';
import { LoginDialog, type LoginDialogProps } from './LoginDialog.tsx';

type Login = LoginDialogProps['onLogin'];
type Register = LoginDialogProps['onRegister'];

/** The tab is the caller's state; here the story holds it. */
function StatefulLoginDialog(props: LoginDialogProps) {
  const [tab, setTab] = useState(props.tab);
  return (
    <LoginDialog
      {...props}
      tab={tab}
      onTabChange={(next) => {
        setTab(next);
        props.onTabChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Patterns/LoginDialog',
  tags: ['autodocs'],
  component: LoginDialog,
  render: (args) => <StatefulLoginDialog {...args} />,
  parameters: { layout: 'fullscreen' },
  decorators: [storyFrame({ height: 760 })],
  args: {
    isOpen: true,
    tab: 'login',
    onOpenChange: fn(),
    onTabChange: fn(),
    onLogin: fn<Login>(async () => {}),
    onRegister: fn<Register>(async () => {}),
  },
} satisfies Meta<typeof LoginDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getByRole('dialog', { name: 'Your Cabo account' });
const inDialog = () => within(dialog());

async function fillIn(password = 'sunset-2030') {
  await userEvent.type(inDialog().getByLabelText('Email'), 'Ana@Example.com');
  await userEvent.type(inDialog().getByLabelText('Password'), password);
}

export const LogInTab: Story = {
  name: 'Log in',
  play: async () => {
    await waitFor(() => expect(dialog()).toBeVisible());
    await expect(dialog()).toHaveAccessibleDescription(
      'Log in or register to send stay requests and earn points when you share.',
    );
    await expect(inDialog().getByRole('tab', { name: 'Log in' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(inDialog().getByLabelText('Password')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    await expect(inDialog().getByRole('button', { name: 'Log in' })).toBeEnabled();
  },
};

export const RegisterTab: Story = {
  name: 'Register',
  args: { tab: 'register' },
  play: async () => {
    await waitFor(() => expect(dialog()).toBeVisible());
    await expect(inDialog().getByRole('tab', { name: 'Register' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(inDialog().getByLabelText('Password')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await expect(inDialog().getByText('At least 8 characters')).toBeVisible();
    await expect(inDialog().getByRole('link', { name: /Privacy notice/ })).toBeVisible();
  },
};

export const SwitchesTabsWithTheKeyboard: Story = {
  name: 'Tabs switched with the keyboard',
  play: async ({ args }) => {
    await waitFor(() => expect(dialog()).toBeVisible());
    inDialog().getByRole('tab', { name: 'Log in' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onTabChange).toHaveBeenCalledWith('register');
    await expect(inDialog().getByRole('button', { name: 'Create account' })).toBeVisible();
  },
};

export const EmptySubmitShowsTheMessages: Story = {
  name: 'Sent empty: errors',
  play: async ({ args }) => {
    await waitFor(() => expect(dialog()).toBeVisible());
    await userEvent.click(inDialog().getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(inDialog().getByText('Please enter a valid email')).toBeVisible());
    await expect(inDialog().getByText('Password is required')).toBeVisible();
    await expect(inDialog().getByLabelText('Email')).toHaveFocus();
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};

export const ShortPasswordOnRegister: Story = {
  name: 'Register: password too short',
  args: { tab: 'register' },
  play: async ({ args }) => {
    await waitFor(() => expect(dialog()).toBeVisible());
    await fillIn('short');
    await userEvent.click(inDialog().getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(inDialog().getByText('Password must be at least 8 characters')).toBeVisible(),
    );
    await expect(args.onRegister).not.toHaveBeenCalled();
  },
};

export const LogsInAndCloses: Story = {
  name: 'Logged in',
  play: async ({ args }) => {
    await waitFor(() => expect(dialog()).toBeVisible());
    await fillIn();
    await userEvent.click(inDialog().getByRole('button', { name: 'Log in' }));
    // The contract lower-cases the e-mail.
    await waitFor(() =>
      expect(args.onLogin).toHaveBeenCalledWith(
        { email: 'ana@example.com', password: 'sunset-2030' },
        expect.anything(),
      ),
    );
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

export const Submitting: Story = {
  name: 'Sending',
  args: { onLogin: fn<Login>(() => new Promise<void>(() => {})) },
  play: async () => {
    await waitFor(() => expect(dialog()).toBeVisible());
    await fillIn();
    await userEvent.click(inDialog().getByRole('button', { name: 'Log in' }));
    await expect(await inDialog().findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    await expect(inDialog().getByLabelText('Email')).toBeDisabled();
  },
};

export const ServerFieldErrorOnRegister: Story = {
  name: 'Register: server error on a field',
  args: {
    tab: 'register',
    onRegister: fn<Register>(async (_values, context) => {
      context.setFieldError('email', 'An account with this email already exists');
      throw new Error('409');
    }),
  },
  play: async ({ args }) => {
    await waitFor(() => expect(dialog()).toBeVisible());
    await fillIn();
    await userEvent.click(inDialog().getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(inDialog().getByText('An account with this email already exists')).toBeVisible(),
    );
    await expect(inDialog().getByLabelText('Email')).toHaveValue('Ana@Example.com');
    await waitFor(() => expect(inDialog().getByLabelText('Email')).toHaveFocus());
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const FailureKeepsWhatWasTypedOnPhone: Story = {
  name: 'Failed on a phone, values kept',
  args: { onLogin: fn<Login>(async () => Promise.reject(new Error('401'))) },
  globals: mobile,
  play: async ({ args }) => {
    await waitFor(() => expect(dialog()).toBeVisible());
    await fillIn();
    await userEvent.click(inDialog().getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(args.onLogin).toHaveBeenCalledTimes(1));
    await expect(await inDialog().findByRole('button', { name: 'Log in' })).toBeEnabled();
    await expect(inDialog().getByLabelText('Email')).toHaveValue('Ana@Example.com');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const EscapeCloses: Story = {
  name: 'Closed with Escape',
  play: async ({ args }) => {
    await waitFor(() => expect(dialog()).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
