import { LOGIN_REQUIRED_FOR_INQUIRY } from '@cabo/contract';
import { TextField } from '@cabo/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { authError, authRateLimited, authSession } from '../../../../../mocks/handlers/index.ts';
import { withSiteProviders } from '../../app/storyProviders.tsx';
import { LoginRequiredNotice } from '../../lib/account/LoginRequiredNotice.tsx';

/** A stand-in for the resort inquiry: a field the visitor filled, and the notice below it. */
function InquiryStandIn() {
  return (
    <form aria-label="Inquiry" style={{ display: 'grid', gap: 16, maxWidth: 420, padding: 24 }}>
      <TextField label="Special Requests" />
      <LoginRequiredNotice message={LOGIN_REQUIRED_FOR_INQUIRY} />
    </form>
  );
}

const meta = {
  title: 'Site/Account',
  component: InquiryStandIn,
  decorators: [withSiteProviders],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof InquiryStandIn>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);
const accountDialog = () => screen().findByRole('dialog', { name: 'Your Cabo account' });

/** A toast slides in: wait until its text is on screen. */
async function seeToast(text: string) {
  const found = await screen().findByText(text);
  await waitFor(() => expect(found).toBeVisible());
}

async function typeRequest(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Special Requests'), 'Sunset dinner on the beach');
  await expect(canvas.getByRole('note')).toHaveTextContent('Please log in to make an inquiry');
}

export const LogInFromTheNoticeKeepsTheForm: Story = {
  // Ends as a toast slides in: behaviour only (the Toast stories have its pictures).
  parameters: { msw: { handlers: { auth: authSession(null) } }, visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeRequest(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    const dialog = within(await accountDialog());
    await expect(dialog.getByRole('tab', { name: 'Log in' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.type(dialog.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(dialog.getByLabelText('Password'), 'sunset-2030');
    await userEvent.click(dialog.getByRole('button', { name: 'Log in' }));
    await seeToast('Welcome back!');
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    // Back on the form: the notice is gone, what was typed is still there.
    await expect(canvas.queryByRole('note')).toBeNull();
    await expect(canvas.getByLabelText('Special Requests')).toHaveValue(
      'Sunset dinner on the beach',
    );
    // The buttons that opened the dialog are gone: the form's first field has the focus.
    await waitFor(() => expect(canvas.getByLabelText('Special Requests')).toHaveFocus());
  },
};

export const RegisterFromTheNoticeEmailTaken: Story = {
  parameters: { msw: { handlers: { auth: authSession(null) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeRequest(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    const dialog = within(await accountDialog());
    await expect(dialog.getByRole('tab', { name: 'Register' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.type(dialog.getByLabelText('Email'), 'taken@example.com');
    await userEvent.type(dialog.getByLabelText('Password'), 'sunset-2030');
    await userEvent.click(dialog.getByRole('button', { name: 'Create account' }));
    // The server's 409 lands under the e-mail field, not in a toast.
    await waitFor(() =>
      expect(dialog.getByText('An account with this email already exists')).toBeVisible(),
    );
    await waitFor(() => expect(dialog.getByLabelText('Email')).toHaveFocus());
    await expect(canvas.getByRole('note')).toBeInTheDocument();
  },
};

export const RegisterFromTheNoticeSignsIn: Story = {
  parameters: { msw: { handlers: { auth: authSession(null) } }, visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeRequest(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    const dialog = within(await accountDialog());
    await userEvent.type(dialog.getByLabelText('Email'), 'new@example.com');
    await userEvent.type(dialog.getByLabelText('Password'), 'sunset-2030');
    await userEvent.click(dialog.getByRole('button', { name: 'Create account' }));
    await seeToast('Welcome to Cabo!');
    await waitFor(() => expect(canvas.queryByRole('note')).toBeNull());
    await expect(canvas.getByLabelText('Special Requests')).toHaveValue(
      'Sunset dinner on the beach',
    );
  },
};

export const TooManyAttemptsToast: Story = {
  parameters: { msw: { handlers: { auth: authRateLimited } }, visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log in' }));
    const dialog = within(await accountDialog());
    await userEvent.type(dialog.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(dialog.getByLabelText('Password'), 'guess');
    await userEvent.click(dialog.getByRole('button', { name: 'Log in' }));
    await seeToast('Login failed');
    await seeToast('Too many attempts. Please try again later.');
    // The dialog stays open with what was typed.
    await expect(dialog.getByLabelText('Email')).toHaveValue('ana@example.com');
  },
};

export const ServerDownToast: Story = {
  parameters: { msw: { handlers: { auth: authError } }, visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Register' }));
    const dialog = within(await accountDialog());
    await userEvent.type(dialog.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(dialog.getByLabelText('Password'), 'sunset-2030');
    await userEvent.click(dialog.getByRole('button', { name: 'Create account' }));
    await seeToast('Registration failed');
    await seeToast('Internal server error');
  },
};
