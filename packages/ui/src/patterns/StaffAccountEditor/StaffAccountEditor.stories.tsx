import type { StaffUser } from '@cabo/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { releaseFocus } from '../../common/storyFixtures.tsx';
import { StaffAccountEditor, type StaffAccountEditorProps } from './StaffAccountEditor.tsx';

const maria: StaffUser = {
  id: 2,
  username: 'maria',
  email: 'maria@example.com',
  role: 'editor',
  disabledAt: null,
  receivesNewRequests: false,
  createdAt: '2026-02-10T16:30:00.000Z',
  createdBy: { id: 1, name: 'admin' },
};

type Props = StaffAccountEditorProps;

const meta = {
  title: 'Patterns/StaffAccountEditor',
  tags: ['autodocs'],
  component: StaffAccountEditor,
  args: {
    user: maria,
    onChangeRole: fn<Props['onChangeRole']>(async () => {}).mockName('onChangeRole'),
    onResetPassword: fn<Props['onResetPassword']>(async () => {}).mockName('onResetPassword'),
    onSetDisabled: fn<Props['onSetDisabled']>(async () => {}).mockName('onSetDisabled'),
  },
  // The confirmation covers the viewport; a full-height canvas puts it in the screenshot.
  decorators: [(Story) => <div style={{ minHeight: '100vh' }}>{Story()}</div>],
} satisfies Meta<typeof StaffAccountEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

async function chooseRole(canvasElement: HTMLElement, role: 'Admin' | 'Editor') {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /Role/ }));
  const listbox = await within(document.body).findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: new RegExp(`^${role}:`) }));
}

/** An editor: role, password, and the way to disable the account. */
export const Editor: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'maria' })).toBeVisible();
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Role/ })).toHaveTextContent('Editor');
    await expect(canvas.getByLabelText('New password')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Disable account' })).toBeEnabled();
  },
};

/** The role becomes admin; the saved form starts from it. */
export const ChangeRole: Story = {
  name: 'Role changed',
  play: async ({ canvas, canvasElement, args }) => {
    await chooseRole(canvasElement, 'Admin');
    await userEvent.click(canvas.getByRole('button', { name: 'Save role' }));
    await waitFor(() =>
      expect(args.onChangeRole).toHaveBeenCalledWith({ role: 'admin' }, expect.anything()),
    );
    await expect(await canvas.findByRole('button', { name: 'Save role' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: /Role/ })).toHaveTextContent('Admin');
    releaseFocus();
  },
};

/** The server refuses to demote the last active admin (409): the message under the role. */
export const LastAdmin: Story = {
  name: 'The last admin',
  args: {
    user: { ...maria, id: 1, username: 'admin', role: 'admin', createdBy: null },
    isSelf: true,
    onChangeRole: fn<Props['onChangeRole']>(async (_values, context) => {
      context.setFieldError(
        'role',
        'There must be at least one active admin: make another admin first',
      );
      throw new Error('409');
    }).mockName('onChangeRole'),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'admin (you)' })).toBeVisible();
    await chooseRole(canvasElement, 'Editor');
    await userEvent.click(canvas.getByRole('button', { name: 'Save role' }));
    await waitFor(() =>
      expect(
        canvas.getByText('There must be at least one active admin: make another admin first'),
      ).toBeVisible(),
    );
    // One's own account has no Disable: the server would refuse it.
    await expect(canvas.queryByRole('button', { name: 'Disable account' })).toBeNull();
    await expect(canvas.getByText('You cannot disable your own account.')).toBeVisible();
  },
};

/** A new password: too short is refused before sending; a good one is sent, the field empties. */
export const ResetPassword: Story = {
  name: 'New password',
  play: async ({ canvas, args }) => {
    const field = canvas.getByLabelText('New password');
    await userEvent.type(field, 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Set password' }));
    await waitFor(() =>
      expect(canvas.getByText('Password must be at least 12 characters')).toBeVisible(),
    );
    await expect(args.onResetPassword).not.toHaveBeenCalled();
    await userEvent.type(field, ' and now long enough');
    await userEvent.click(canvas.getByRole('button', { name: 'Set password' }));
    await waitFor(() =>
      expect(args.onResetPassword).toHaveBeenCalledWith(
        { password: 'short and now long enough' },
        expect.anything(),
      ),
    );
    await waitFor(() => expect(field).toHaveValue(''));
  },
};

/** Disable asks first; Cancel (the focused, safe choice) does nothing; Disable does it. */
export const ConfirmDisable: Story = {
  name: 'Disable: confirm',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Disable account' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Disable maria?' });
    await expect(dialog).toHaveAccessibleDescription(/signed out everywhere at once/);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onSetDisabled).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Disable account' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Disable maria?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(args.onSetDisabled).toHaveBeenCalledWith(true));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    releaseFocus();
  },
};

/** While disabling, the dialog waits and says so. */
export const Disabling: Story = {
  args: {
    onSetDisabled: fn<Props['onSetDisabled']>(() => new Promise(() => {})).mockName(
      'onSetDisabled',
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Disable account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disable maria?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await expect(
      await within(dialog).findByRole('button', { name: 'Disabling...' }),
    ).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** Disabling fails (the caller's toast says so): the dialog stays for another try. */
export const DisableFails: Story = {
  name: 'Disabling failed',
  args: {
    onSetDisabled: fn<Props['onSetDisabled']>(async () =>
      Promise.reject(new Error('500')),
    ).mockName('onSetDisabled'),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Disable account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disable maria?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(args.onSetDisabled).toHaveBeenCalledTimes(1));
    await expect(await within(dialog).findByRole('button', { name: 'Disable' })).toBeEnabled();
    await expect(screen.getByRole('alertdialog', { name: 'Disable maria?' })).toBeVisible();
  },
};

/** A disabled account: Enable asks too, then lets it sign in again. */
export const ConfirmEnable: Story = {
  name: 'Enable: confirm',
  args: { user: { ...maria, disabledAt: '2026-03-01T12:00:00.000Z' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Disabled')).toBeVisible();
    await expect(canvas.getByText('This account is disabled: it cannot sign in.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Enable account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Enable maria?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(args.onSetDisabled).toHaveBeenCalledWith(false));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    releaseFocus();
  },
};
