import { apiPaths } from '@cabo/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  adminEmpty,
  adminError,
  adminSignedOut,
  adminSlow,
  auth,
  authAdmin,
  authVisitor,
  internalError,
} from '../../../../mocks/handlers/index.ts';
import { adminPageMeta } from '../storyMeta.tsx';
import { SignedIn } from '../shell/SignedIn.tsx';
import AdminDashboardPage from './AdminDashboardPage.tsx';

const meta = {
  title: 'Admin/Dashboard',
  ...adminPageMeta(
    { route: '/admin', msw: { handlers: { auth: authAdmin } } },
    <SignedIn>
      <AdminDashboardPage />
    </SignedIn>,
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);
const location = () => screen().getByRole('status', { name: 'Location' });

async function seeToast(text: string) {
  const found = await screen().findByText(text);
  await waitFor(() => expect(found).toBeVisible());
}

/** The value shown with each figure's label. */
async function figures() {
  await waitFor(() => expect(document.querySelector('dl[aria-busy="false"]')).not.toBeNull());
  return Object.fromEntries(
    [...document.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]),
  );
}

async function expectSection(label: string) {
  const nav = await screen().findByRole('navigation', { name: 'Admin sections' });
  await expect(within(nav).getByRole('link', { name: label })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(screen().getByRole('heading', { level: 2, name: label })).toBeVisible();
}

export const Analytics: Story = {
  play: async () => {
    await expect(await screen().findByRole('heading', { level: 1 })).toHaveTextContent('Dashboard');
    await expectSection('Analytics');
    await expect(await figures()).toEqual({
      'Total Leads': '248',
      'Guide Downloads': '127',
      'Booking Requests': '53',
      'Conversion Rate': '41.4%',
      'Median First Reply': '3.5 h',
    });
    for (const name of [
      'Leads by source',
      'Conversion by source',
      'Leads by campaign',
      'Leads by interest',
      'Leads by landing page',
      'Guide downloads by guide',
      'Monthly Lead Acquisition',
      'Bookings value by month',
    ]) {
      await expect(screen().getByRole('figure', { name })).toBeVisible();
    }
    await expect(screen().getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      apiPaths.adminAnalyticsCsv,
    );
    await waitFor(() => expect(document.title).toMatch(/^Cabo Admin/));
  },
};

/** The range is kept in the URL; the figures and the CSV follow it. */
export const PicksARange: Story = {
  // The covered days count back from today (Cabo's): masked, so the baseline holds any day.
  parameters: { visual: { mask: ['[data-range-summary]'] } },
  play: async () => {
    await expect((await figures())['Total Leads']).toBe('248');
    await userEvent.click(screen().getByRole('button', { name: /All time/ }));
    await userEvent.click(await screen().findByRole('option', { name: 'Last 30 days' }));
    await expect(location()).toHaveTextContent('/admin?range=last-30-days');
    await waitFor(async () => expect((await figures())['Total Leads']).toBe('29'));
    await expect(screen().getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/api\/admin\/analytics\.csv\?from=\d{4}-\d{2}-\d{2}&to=/),
    );
    const chart = screen().getByRole('figure', { name: 'Conversion by source' });
    await userEvent.click(within(chart).getByRole('button', { name: 'Show table' }));
    const table = within(chart).getByRole('table', { name: 'Conversion by source' });
    await expect(table).toBeVisible();
    await expect(within(table).getByRole('row', { name: /instagram\.com/ })).toHaveTextContent(
      'instagram.com00—',
    );
  },
};

export const CustomRangeFromTheUrl: Story = {
  parameters: { route: '/admin?from=2026-03-01&to=2026-03-10' },
  play: async () => {
    await expect((await figures())['Total Leads']).toBe('29');
    await expect(screen().getByText('Mar 1, 2026 – Mar 10, 2026, Cabo time')).toBeVisible();
    await expect(screen().getByRole('button', { name: /Custom range/ })).toBeVisible();
  },
};

export const CustomRangeOnPhone: Story = {
  ...CustomRangeFromTheUrl,
  globals: { viewport: { value: 'iphone14' } },
};

export const SidebarKeepsTheSectionInTheUrl: Story = {
  play: async () => {
    await userEvent.click(await screen().findByRole('link', { name: 'Bookings' }));
    await expect(location()).toHaveTextContent('/admin?section=bookings');
    await expectSection('Bookings');
    await userEvent.click(screen().getByRole('link', { name: 'Analytics' }));
    await expect(location()).toHaveTextContent(/^\/admin$/);
    await expectSection('Analytics');
  },
};

export const Leads: Story = {
  parameters: { route: '/admin?section=leads' },
  play: async () => expectSection('Leads'),
};

export const Bookings: Story = {
  parameters: { route: '/admin?section=bookings' },
  play: async () => expectSection('Bookings'),
};

export const GuideDownloads: Story = {
  parameters: { route: '/admin?section=guide-downloads' },
  play: async () => expectSection('Guide Downloads'),
};

export const Integrations: Story = {
  parameters: { route: '/admin?section=integrations' },
  play: async () => {
    await expectSection('Integrations');
    await expect(await screen().findByRole('region', { name: 'Table service' })).toBeVisible();
  },
};

export const UnknownSectionShowsAnalytics: Story = {
  parameters: { route: '/admin?section=nope' },
  play: async () => expectSection('Analytics'),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'iphone14' } },
  play: async () => {
    await expectSection('Analytics');
    await expect((await figures())['Total Leads']).toBe('248');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const NoRecordsYet: Story = {
  parameters: { msw: { handlers: { admin: adminEmpty } } },
  play: async () => {
    await expect(await figures()).toEqual({
      'Total Leads': '0',
      'Guide Downloads': '0',
      'Booking Requests': '0',
      'Conversion Rate': '—',
      'Median First Reply': '—',
    });
    await expect(screen().getAllByText('Nothing in this range.')).toHaveLength(8);
  },
};

export const AnalyticsLoading: Story = {
  parameters: { msw: { handlers: { admin: adminSlow } } },
  play: async () => {
    await expectSection('Analytics');
    await expect(document.querySelector('dl[aria-busy="true"]')).not.toBeNull();
    await expect(screen().getAllByText('Loading the chart')).toHaveLength(8);
  },
};

export const AnalyticsError: Story = {
  parameters: { msw: { handlers: { admin: adminError } } },
  play: async () => {
    await waitFor(() =>
      expect(screen().getByText('Error loading analytics. Please try again.')).toBeVisible(),
    );
    await expect(
      screen().getAllByText('Error loading the chart. Please try again.')[0],
    ).toBeVisible();
  },
};

export const VisitorIsSentToTheLogin: Story = {
  parameters: { msw: { handlers: { auth: authVisitor } } },
  play: async () => {
    await waitFor(() => expect(location()).toHaveTextContent('/admin/login'));
    await expect(screen().queryByRole('navigation', { name: 'Admin sections' })).toBeNull();
  },
};

export const SignedOutIsSentToTheLogin: Story = {
  parameters: { msw: { handlers: { auth } } },
  play: async () => {
    await waitFor(() => expect(location()).toHaveTextContent('/admin/login'));
  },
};

/** The session ends while the dashboard is open: the first 401 sends the admin to log in. */
export const SessionEndedIsSentToTheLogin: Story = {
  parameters: { msw: { handlers: { auth: authAdmin, admin: adminSignedOut } } },
  play: async () => {
    await seeToast('Session ended');
    await waitFor(() => expect(location()).toHaveTextContent('/admin/login'));
  },
};

export const LogoutReturnsToTheLogin: Story = {
  play: async () => {
    await userEvent.click(await screen().findByRole('button', { name: 'Logout' }));
    await seeToast('Logged out successfully');
    await expect(location()).toHaveTextContent('/admin/login');
  },
};

export const LogoutFailure: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [
          ...authAdmin.filter((h) => !h.info.header.includes(apiPaths.logout)),
          http.post(apiPaths.logout, internalError),
        ],
      },
    },
  },
  play: async () => {
    await userEvent.click(await screen().findByRole('button', { name: 'Logout' }));
    await seeToast('Logout failed');
    await expect(location()).toHaveTextContent(/^\/admin$/);
  },
};
