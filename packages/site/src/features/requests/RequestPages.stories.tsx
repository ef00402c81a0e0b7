import { SIGNED_IN_HINT_COOKIE } from '@cabo/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { authVisitor, requestsEmpty, requestsError } from '../../../../../mocks/handlers/index.ts';
import { sitePageMeta } from '../../app/storyProviders.tsx';
import MyRequestsPage from './pages/MyRequestsPage.tsx';
import RequestStatusPage from './pages/RequestStatusPage.tsx';

// A visitor following their requests (docs/lead-forms.md, "After success"): "My requests"
// and a request's status page, with the mocks' signed-in visitor and their requests.

const meta = {
  title: 'Site/Requests',
  ...sitePageMeta,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sign-in leaves this hint; without it the page asks nobody who is there. */
const signedInHint = () => {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; path=/`;
  return () => {
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=; path=/; max-age=0`;
  };
};

export const MyRequests: Story = {
  render: () => <MyRequestsPage />,
  parameters: { route: '/account/requests', msw: { handlers: { auth: authVisitor } } },
  beforeEach: signedInHint,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My requests' })).toBeVisible();
    const items = await canvas.findAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Villa Serena' })).toHaveAttribute(
      'href',
      '/requests/CBO-7K4Q2',
    );
    // The villa's stored total and its pesos; the table and the tour stored no price.
    await expect(within(items[0]!).getByText('$21,183.68 USD')).toBeVisible();
    await expect(within(items[0]!).getByText(/^≈ MX\$388,721 at 18\.35 MXN per USD/)).toBeVisible();
    await expect(within(items[1]!).queryByText(/USD/)).toBeNull();
  },
};

export const MyRequestsEmpty: Story = {
  render: () => <MyRequestsPage />,
  parameters: {
    route: '/account/requests',
    msw: { handlers: { auth: authVisitor, requests: requestsEmpty } },
  },
  beforeEach: signedInHint,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('You have no requests yet.')).toBeVisible());
  },
};

export const MyRequestsFailed: Story = {
  render: () => <MyRequestsPage />,
  parameters: {
    route: '/account/requests',
    msw: { handlers: { auth: authVisitor, requests: requestsError } },
  },
  beforeEach: signedInHint,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not load your requests. Please try again.',
    );
  },
};

/** Signed out: the way in, and no list. */
export const MyRequestsSignedOut: Story = {
  render: () => <MyRequestsPage />,
  parameters: { route: '/account/requests' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Log in to see your requests')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The owner, signed in, on a phone: the request's status and staff's message. */
export const StatusForTheOwner: Story = {
  render: () => <RequestStatusPage reference="CBO-M3X9T" />,
  globals: { viewport: { value: 'iphone14' } },
  parameters: { route: '/requests/CBO-M3X9T', msw: { handlers: { auth: authVisitor } } },
  beforeEach: signedInHint,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'El Farallón' }),
    ).toBeVisible();
    await expect(canvas.getByText('Confirmed')).toBeVisible();
    await expect(
      canvas.getByText('Your table on the terrace is held until 7:45 pm.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All my requests' })).toBeVisible();
  },
};

/** A villa booking's page: the price it stored, the deposit due, the pesos at its rate. */
export const StatusOfAPricedBooking: Story = {
  name: 'Status of a priced villa booking',
  render: () => <RequestStatusPage reference="CBO-7K4Q2" />,
  parameters: { route: '/requests/CBO-7K4Q2', msw: { handlers: { auth: authVisitor } } },
  beforeEach: signedInHint,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Villa Serena' }),
    ).toBeVisible();
    await expect(canvas.getByText('Pending')).toBeVisible();
    await expect(canvas.getByText('$21,183.68 USD')).toBeVisible();
    await expect(
      canvas.getByText('≈ MX$388,721 at 18.35 MXN per USD (rate of Mar 28, 2030)'),
    ).toBeVisible();
    await expect(canvas.getByText('Deposit due at confirmation')).toBeVisible();
    await expect(canvas.getByText('$6,355.10 USD')).toBeVisible();
  },
};

/** Another visitor's reference: said plainly, nothing shown. */
export const StatusNotYours: Story = {
  render: () => <RequestStatusPage reference="CBO-AAAAA" />,
  parameters: { route: '/requests/CBO-AAAAA', msw: { handlers: { auth: authVisitor } } },
  beforeEach: signedInHint,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByText('We could not find this request in your account')).toBeVisible(),
    );
  },
};
