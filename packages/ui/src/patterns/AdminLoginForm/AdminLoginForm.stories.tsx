import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mobile } from '../../common/storyFixtures.tsx';
import { AdminLoginForm, type AdminLoginFormProps } from './AdminLoginForm.tsx';

type Submit = AdminLoginFormProps['onSubmit'];

const meta = {
  title: 'Patterns/AdminLoginForm',
  tags: ['autodocs'],
  component: AdminLoginForm,
  args: { onSubmit: fn<Submit>(async () => {}) },
} satisfies Meta<typeof AdminLoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillIn(canvas: ReturnType<typeof within>) {
  await userEvent.type(canvas.getByLabelText('Username'), 'admin');
  await userEvent.type(canvas.getByLabelText('Password'), 'secret-password');
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Cabo Admin');
    await expect(canvas.getByLabelText('Username')).toHaveValue('');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
  },
};

export const EmptySubmitShowsBothMessages: Story = {
  name: 'Sent empty: both errors',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(canvas.getByText('Username is required')).toBeVisible());
    await expect(canvas.getByText('Password is required')).toBeVisible();
    await expect(canvas.getByLabelText('Username')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SendsTheValues: Story = {
  name: 'Filled in',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { username: 'admin', password: 'secret-password' },
        expect.anything(),
      ),
    );
  },
};

export const Submitting: Story = {
  name: 'Signing in',
  args: { onSubmit: fn<Submit>(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    await expect(canvas.getByLabelText('Username')).toBeDisabled();
  },
};

export const FailureKeepsTheUsername: Story = {
  name: 'Wrong password',
  args: { onSubmit: fn<Submit>(async () => Promise.reject(new Error('401'))) },
  globals: mobile,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(await canvas.findByRole('button', { name: 'Login' })).toBeEnabled();
    await expect(canvas.getByLabelText('Username')).toHaveValue('admin');
  },
};
