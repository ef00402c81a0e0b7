import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { auth, authAdmin } from '../../../mocks/handlers/index.ts';
import { adminPageMeta } from './storyMeta.tsx';

/** The app's route table: which page a path shows, and who may see it. */
const meta = {
  title: 'Admin/Routes',
  ...adminPageMeta({ msw: { handlers: { auth: authAdmin } } }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);

export const UnknownPathIsNotFound: Story = {
  parameters: { route: '/admin/no-such-page' },
  play: async () => {
    await expect(
      await screen().findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeVisible();
    await expect(screen().getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Cabo Admin | Page not found'));
    await userEvent.click(screen().getByRole('link', { name: 'Go to the dashboard' }));
    await expect(
      await screen().findByRole('heading', { level: 1, name: 'Dashboard' }),
    ).toBeVisible();
    await expect(screen().getByRole('status', { name: 'Location' })).toHaveTextContent(/^\/admin$/);
  },
};

export const LoginNeedsNoSession: Story = {
  parameters: { route: '/admin/login', msw: { handlers: { auth } } },
  play: async () => {
    await expect(await screen().findByLabelText('Username')).toBeVisible();
    await expect(screen().getByRole('status', { name: 'Location' })).toHaveTextContent(
      '/admin/login',
    );
  },
};

export const SignedOutAdminPathGoesToTheLogin: Story = {
  parameters: { route: '/admin/no-such-page', msw: { handlers: { auth } } },
  play: async () => {
    await expect(await screen().findByLabelText('Username')).toBeVisible();
    await expect(screen().getByRole('status', { name: 'Location' })).toHaveTextContent(
      '/admin/login',
    );
    await expect(screen().queryByRole('heading', { name: 'Page not found' })).toBeNull();
  },
};
