import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StaffAccountForm, type StaffAccountFormProps } from './StaffAccountForm.tsx';

type Submit = StaffAccountFormProps['onSubmit'];

const meta = {
  title: 'Patterns/StaffAccountForm',
  tags: ['autodocs'],
  component: StaffAccountForm,
  args: { onSubmit: fn<Submit>(async () => {}).mockName('onSubmit') },
} satisfies Meta<typeof StaffAccountForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillIn(canvasElement: HTMLElement, role = 'Admin') {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'nina.ops');
  await userEvent.type(
    canvas.getByRole('textbox', { name: 'Email (optional)' }),
    'Nina@Example.com',
  );
  await userEvent.click(canvas.getByRole('button', { name: /Role/ }));
  const listbox = await within(document.body).findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: new RegExp(`^${role}:`) }));
  await userEvent.type(canvas.getByLabelText('Password'), 'a long first password');
}

const submit = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Create account' }));

/** Nothing typed: the contract's messages under the fields, nothing sent. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'New staff account' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Role/ })).toHaveTextContent('Editor');
    await submit(canvasElement);
    await waitFor(() => expect(canvas.getByText('Username is required')).toBeVisible());
    await expect(canvas.getByText('Password is required')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Values the contract refuses before sending: a username with a space, a short password. */
export const FieldErrors: Story = {
  name: 'With errors',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'nina ops');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email (optional)' }), 'nina@');
    await userEvent.type(canvas.getByLabelText('Password'), 'short');
    await submit(canvasElement);
    await waitFor(() =>
      expect(
        canvas.getByText('Use 3 to 100 letters, digits, dots, dashes or underscores'),
      ).toBeVisible(),
    );
    await expect(canvas.getByText('Please enter a valid email')).toBeVisible();
    await expect(canvas.getByText('Password must be at least 12 characters')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Filled in and sent: the parsed values (e-mail lower case); the form empties after. */
export const Creates: Story = {
  name: 'Created',
  play: async ({ canvasElement, args }) => {
    await fillIn(canvasElement);
    await submit(canvasElement);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        {
          username: 'nina.ops',
          email: 'nina@example.com',
          role: 'admin',
          password: 'a long first password',
        },
        expect.anything(),
      ),
    );
    await waitFor(() =>
      expect(within(canvasElement).getByRole('textbox', { name: 'Username' })).toHaveValue(''),
    );
  },
};

/** While the account is being made the form is disabled and says so. */
export const Creating: Story = {
  args: { onSubmit: fn<Submit>(() => new Promise(() => {})).mockName('onSubmit') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvasElement, 'Editor');
    await submit(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toBeDisabled();
  },
};

/** The server says the username is taken (409): its message under the field, values kept. */
export const UsernameTaken: Story = {
  name: 'Username taken',
  args: {
    onSubmit: fn<Submit>(async (_values, context) => {
      context.setFieldError('username', 'That username is already taken');
      throw new Error('409');
    }).mockName('onSubmit'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvasElement);
    await submit(canvasElement);
    const username = canvas.getByRole('textbox', { name: 'Username' });
    await waitFor(() => expect(username).toHaveAccessibleDescription(/already taken/));
    await waitFor(() => expect(username).toHaveFocus());
    await expect(username).toHaveValue('nina.ops');
  },
};

/** The server fails (500): the caller's toast says so; everything typed stays for a retry. */
export const ServerError: Story = {
  name: 'Server error',
  args: { onSubmit: fn<Submit>(async () => Promise.reject(new Error('500'))).mockName('onSubmit') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillIn(canvasElement);
    await submit(canvasElement);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(await canvas.findByRole('button', { name: 'Create account' })).toBeEnabled();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('nina.ops');
    await expect(canvas.getByLabelText('Password')).toHaveValue('a long first password');
  },
};
