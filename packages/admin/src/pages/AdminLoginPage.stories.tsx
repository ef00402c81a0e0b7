import { apiPaths } from '@cabo/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { authError, authSession, MOCK_ADMIN_PASSWORD } from '../../../../mocks/handlers/index.ts';
import { withAdminProviders } from '../storyProviders.tsx';
import AdminLoginPage from './AdminLoginPage.tsx';

const meta = {
  title: 'Admin/Login',
  component: AdminLoginPage,
  decorators: [withAdminProviders],
  parameters: { layout: 'fullscreen', route: '/admin/login' },
} satisfies Meta<typeof AdminLoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);

/** A toast slides in: wait until its text is on screen. */
async function seeToast(text: string) {
  const found = await screen().findByText(text);
  await waitFor(() => expect(found).toBeVisible());
}

async function logIn(password: string) {
  await userEvent.type(screen().getByLabelText('Username'), 'admin');
  await userEvent.type(screen().getByLabelText('Password'), password);
  await userEvent.click(screen().getByRole('button', { name: 'Login' }));
}

export const EmptySubmitShowsBothMessages: Story = {
  play: async () => {
    await waitFor(() => expect(document.title).toMatch(/^Cabo Admin/));
    await userEvent.click(screen().getByRole('button', { name: 'Login' }));
    await seeToast('Username is required');
    await expect(screen().getByText('Password is required')).toBeVisible();
  },
};

export const WrongPasswordShowsTheServersMessage: Story = {
  parameters: { msw: { handlers: { auth: authSession(null) } } },
  play: async () => {
    await logIn('wrong-password');
    await seeToast('Login failed');
    await seeToast('Invalid credentials');
    await expect(screen().getByLabelText('Username')).toHaveValue('admin');
  },
};

export const ServerDownShowsTheDefaultHint: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [
          ...authError.filter((h) => !h.info.header.includes(apiPaths.adminLogin)),
          http.post(apiPaths.adminLogin, () => new Response('Bad gateway', { status: 502 })),
        ],
      },
    },
  },
  play: async () => {
    await logIn('anything');
    await seeToast('Login failed');
    await seeToast('Please check your credentials and try again');
  },
};

export const SuccessWelcomesTheAdmin: Story = {
  parameters: { msw: { handlers: { auth: authSession(null) } } },
  play: async () => {
    await logIn(MOCK_ADMIN_PASSWORD);
    await seeToast('Login successful');
    await seeToast('Welcome to the admin dashboard');
  },
};
