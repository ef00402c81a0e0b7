import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  authAdmin,
  authEditor,
  mediaError,
  pricingSettingsHandlers,
  siteFiguresHandlers,
  staffError,
} from '../../../../mocks/handlers/index.ts';
import { adminPageMeta } from '../storyMeta.tsx';

/** The areas beside the dashboard, through the app's route table, by role. */
const meta = {
  title: 'Admin/Areas',
  ...adminPageMeta({
    route: '/admin/media',
    msw: { handlers: { auth: authAdmin } },
  }),
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
    await waitFor(() =>
      expect(screen().getByText('The library could not be loaded.')).toBeVisible(),
    );
  },
};

export const EditorSeesOnlyTheirAreas: Story = {
  parameters: { route: '/admin', msw: { handlers: { auth: authEditor } } },
  play: async () => {
    // The dashboard (leads, bookings) is not theirs: they land on the content studio.
    await waitFor(() =>
      expect(screen().getByRole('status', { name: 'Location' })).toHaveTextContent(
        '/admin/studio/resorts',
      ),
    );
    await expect(await screen().findByRole('heading', { level: 2, name: 'Resorts' })).toBeVisible();
    const links = await areaLinks().catch(() => []);
    await expect(links).toEqual(expect.arrayContaining(['Content', 'Media']));
    await expect(links).not.toContain('Dashboard');
    await expect(links).not.toContain('Staff accounts');
    // The marketing figures are the admins'.
    await expect(links).not.toContain('Site figures');
  },
};

/** An admin changes a figure: saved for every page, with who saved it. */
export const SiteFigures: Story = {
  parameters: {
    route: '/admin/figures',
    msw: { handlers: { auth: authAdmin, siteFigures: siteFiguresHandlers({ remember: true }) } },
  },
  play: async () => {
    await expect(
      await screen().findByRole('heading', { level: 1, name: 'Site figures' }),
    ).toBeVisible();
    const weddings = await screen().findByRole('textbox', { name: 'Weddings planned' });
    await expect(weddings).toHaveValue('150');
    await userEvent.clear(weddings);
    await userEvent.type(weddings, '212');
    await userEvent.click(screen().getByRole('button', { name: 'Save figures' }));
    // The save's answer names who saved; the toast says it is done.
    await waitFor(() => expect(screen().getByText(/Last saved by admin/)).toBeVisible());
    await waitFor(() => expect(screen().getByText('Figures saved')).toBeVisible());
    await expect(screen().getByRole('textbox', { name: 'Weddings planned' })).toHaveValue('212');
  },
};

/** An admin changes IVA and the rate's wording: saved for every villa total. */
export const PricingSettings: Story = {
  parameters: {
    route: '/admin/figures',
    msw: {
      handlers: { auth: authAdmin, pricingSettings: pricingSettingsHandlers({ remember: true }) },
    },
  },
  play: async () => {
    await expect(
      await screen().findByRole('heading', { level: 2, name: 'Prices, taxes and exchange rate' }),
    ).toBeVisible();
    const iva = await screen().findByRole('textbox', { name: 'IVA (%)' });
    await expect(iva).toHaveValue('16');
    await expect(screen().getByRole('textbox', { name: 'Lodging tax (%)' })).toHaveValue('5');
    await userEvent.clear(iva);
    await userEvent.type(iva, '8');
    await userEvent.click(screen().getByRole('button', { name: 'Save pricing' }));
    await waitFor(() => expect(screen().getByText('Pricing saved')).toBeVisible());
    await expect(screen().getByRole('textbox', { name: 'IVA (%)' })).toHaveValue('8');
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
    await waitFor(() =>
      expect(screen().getByText('The accounts could not be loaded.')).toBeVisible(),
    );
  },
};
