import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { VisitorRequest } from '@cabo/contract';
import { mobile } from '../../common/storyFixtures.tsx';
import { RequestList, RequestStatusCard } from './RequestStatus.tsx';

// What a visitor sees of their requests (docs/lead-forms.md, "After success").

const pending: VisitorRequest = {
  reference: 'CBO-7K4Q2',
  kind: 'villa',
  title: 'Villa Serena',
  createdAt: '2030-04-01T18:30:00.000Z',
  startDate: '2030-05-01',
  endDate: '2030-05-05',
  time: null,
  guests: 4,
  total: 15400,
  status: 'pending',
  statusMessage: null,
};

const confirmed: VisitorRequest = {
  reference: 'CBO-M3X9T',
  kind: 'restaurant',
  title: 'El Farallón',
  createdAt: '2030-03-20T02:10:00.000Z',
  startDate: '2030-05-02',
  endDate: null,
  time: '19:30',
  guests: 2,
  total: null,
  status: 'confirmed',
  statusMessage: 'Your table on the terrace is held until 7:45 pm.',
};

const declined: VisitorRequest = {
  reference: 'CBO-2HJ8W',
  kind: 'adventure',
  title: 'Luxury Sailing',
  createdAt: '2030-03-02T15:00:00.000Z',
  startDate: '2030-03-09',
  endDate: null,
  time: null,
  guests: 1,
  total: null,
  status: 'declined',
  statusMessage: 'The boat is fully booked that day; we can offer the 10th instead.',
};

const meta = {
  title: 'Patterns/RequestStatus',
  component: RequestStatusCard,
  args: { request: pending },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RequestStatusCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Villa Serena' })).toBeVisible();
    await expect(canvas.getByText('Villa booking')).toBeVisible();
    await expect(canvas.getByText('Pending')).toBeVisible();
    await expect(canvas.getByText('CBO-7K4Q2')).toBeVisible();
    await expect(canvas.getByText('1 May 2030 to 5 May 2030')).toBeVisible();
    await expect(canvas.getByText('4 guests')).toBeVisible();
    await expect(canvas.getByText('$15,400 USD')).toBeVisible();
    await expect(canvas.getByText(/replies within 24 hours/)).toBeVisible();
  },
};

export const ConfirmedWithMessage: Story = {
  args: { request: confirmed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Confirmed')).toBeVisible();
    await expect(canvas.getByText('A note from our concierge team')).toBeVisible();
    await expect(
      canvas.getByText('Your table on the terrace is held until 7:45 pm.'),
    ).toBeVisible();
    await expect(canvas.getByText('2 May 2030 at 19:30')).toBeVisible();
    // No total is known for a table: none is shown.
    await expect(canvas.queryByText('Total')).toBeNull();
    await expect(canvas.queryByText(/replies within 24 hours/)).toBeNull();
  },
};

export const DeclinedOnPhone: Story = {
  args: { request: declined },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Declined')).toBeVisible();
    await expect(canvas.getByText('1 guest')).toBeVisible();
    await expect(canvas.getByText(/we can offer the 10th instead/)).toBeVisible();
  },
};

const hrefFor = (reference: string) => `/requests/${reference}`;

/** "My requests": newest first, each leading to its status page. */
export const MyRequests: Story = {
  render: () => <RequestList requests={[pending, confirmed, declined]} hrefFor={hrefFor} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const villa = canvas.getByRole('link', { name: 'Villa Serena' });
    await expect(villa).toHaveAttribute('href', '/requests/CBO-7K4Q2');
    await expect(within(items[0]!).getByText('Pending')).toBeVisible();
    await expect(within(items[1]!).getByText('Confirmed')).toBeVisible();
    await expect(within(items[2]!).getByText('Declined')).toBeVisible();
  },
};

export const MyRequestsOnPhone: Story = {
  render: () => <RequestList requests={[pending, confirmed]} hrefFor={hrefFor} />,
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'El Farallón' })).toBeVisible();
  },
};

export const NoRequestsYet: Story = {
  render: () => <RequestList requests={[]} hrefFor={hrefFor} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have no requests yet.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
