import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useLocation } from 'wouter';
import { authAdmin, authEditor, mediaError, staffError } from '../../../../mocks/handlers/index.ts';
import { withAdminProviders } from '../storyProviders.tsx';
import { SignedIn } from '../shell/SignedIn.tsx';
import AdminDashboardPage from './AdminDashboardPage.tsx';
import AdminMediaPage from './AdminMediaPage.tsx';
import AdminUsersPage from './AdminUsersPage.tsx';

/** Where the in-memory router is, so a story can see the app send someone elsewhere. */
function LocationProbe() {
  const [path] = useLocation();
  return <output aria-label="Location">{path}</output>;
}

/** The page the route names, as the app's route table would pick it. */
function Page() {
  const [path] = useLocation();
  if (path === '/admin/media') return <AdminMediaPage />;
  if (path === '/admin/users') return <AdminUsersPage />;
  return <AdminDashboardPage />;
}

const meta = {
  title: 'Admin/Areas',
  decorators: [withAdminProviders],
  parameters: {
    layout: 'fullscreen',
    route: '/admin/media',
    msw: { handlers: { auth: authAdmin } },
  },
  globals: { viewport: { value: 'desktop' } },
  render: () => (
    <>
      <SignedIn>
        <Page />
      </SignedIn>
      <LocationProbe />
    </>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);
const areaLinks = async () => {
  const nav = await screen().findByRole('navigation', { name: 'Admin sections' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

export const MediaLibrary: Story = {
  play: async () => {
    await expect(await screen().findByRole('heading', { level: 1, name: 'Media' })).toBeVisible();
    await expect(await areaLinks()).toEqual(
      expect.arrayContaining(['Dashboard', 'Media', 'Staff accounts']),
    );
    // Choosing a picture opens its details beside the library.
    const picture = await screen().findByRole('button', { name: /el-arco\.jpg/i });
    await userEvent.click(picture);
    await expect(await screen().findByRole('textbox', { name: /alt text/i })).toBeVisible();
  },
};

export const MediaLibraryUnavailable: Story = {
  parameters: { msw: { handlers: { auth: authAdmin, media: mediaError } } },
  play: async () => {
    await expect(await screen().findByText('The library could not be loaded.')).toBeVisible();
  },
};

export const EditorSeesOnlyTheirAreas: Story = {
  parameters: { route: '/admin', msw: { handlers: { auth: authEditor } } },
  play: async () => {
    // The dashboard (leads, bookings) is not theirs: they land on the media library.
    await waitFor(() =>
      expect(screen().getByRole('status', { name: 'Location' })).toHaveTextContent('/admin/media'),
    );
    await expect(await screen().findByRole('heading', { level: 1, name: 'Media' })).toBeVisible();
    const links = await areaLinks().catch(() => []);
    await expect(links).not.toContain('Dashboard');
    await expect(links).not.toContain('Staff accounts');
  },
};

export const StaffAccounts: Story = {
  parameters: { route: '/admin/users' },
  play: async () => {
    await expect(
      await screen().findByRole('heading', { level: 1, name: 'Staff accounts' }),
    ).toBeVisible();
    await expect(
      await screen().findByRole('heading', { level: 2, name: 'New staff account' }),
    ).toBeVisible();
    const table = await screen().findByRole('grid');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  },
};

export const StaffAccountsUnavailable: Story = {
  parameters: { route: '/admin/users', msw: { handlers: { auth: authAdmin, staff: staffError } } },
  play: async () => {
    await expect(await screen().findByText('The accounts could not be loaded.')).toBeVisible();
  },
};
