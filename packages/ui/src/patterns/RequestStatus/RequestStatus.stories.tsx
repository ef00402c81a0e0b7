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
  price: {
    totalCents: 2_118_368,
    depositCents: 635_510,
    totalMxnCents: 38_872_053,
    mxnPerUsd: 18.35,
    mxnRateDate: '2030-03-28',
  },
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
  price: null,
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
  price: null,
  status: 'declined',
  statusMessage: 'The boat is fully booked that day; we can offer the 10th instead.',
};

const lead: VisitorRequest = {
  reference: 'CBO-9PQ4R',
  kind: 'lead',
  title: 'Family Vacation request',
  createdAt: '2030-03-25T16:45:00.000Z',
  startDate: '2030-06-10',
  endDate: '2030-06-17',
  time: null,
  guests: 5,
  price: null,
  status: 'contacted',
  statusMessage: 'We have three villas on hold for your dates; the shortlist is in your inbox.',
};

const meta = {
  title: 'Patterns/RequestStatus',
  tags: ['autodocs'],
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
    // The price the booking stored, with its pesos at the rate it was priced at.
    await expect(canvas.getByText('$21,183.68 USD')).toBeVisible();
    await expect(
      canvas.getByText('≈ MX$388,721 at 18.35 MXN per USD (rate of Mar 28, 2030)'),
    ).toBeVisible();
    await expect(canvas.getByText('Deposit due at confirmation')).toBeVisible();
    await expect(canvas.getByText('$6,355.10 USD')).toBeVisible();
    await expect(canvas.getByText(/replies within 24 hours/)).toBeVisible();
  },
};

export const ConfirmedWithMessage: Story = {
  name: 'Confirmed, with a message',
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
  name: 'Declined, on a phone',
  args: { request: declined },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Declined')).toBeVisible();
    await expect(canvas.getByText('1 guest')).toBeVisible();
    await expect(canvas.getByText(/we can offer the 10th instead/)).toBeVisible();
  },
};

/** A lead staff moved to "contacted" with a message: no price was asked, none is shown. */
export const LeadInProgress: Story = {
  name: 'Trip request in progress, with a message',
  args: { request: lead },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Trip request')).toBeVisible();
    await expect(canvas.getByText('In progress')).toBeVisible();
    await expect(canvas.getByText(/three villas on hold/)).toBeVisible();
    await expect(canvas.getByText('10 June 2030 to 17 June 2030')).toBeVisible();
    await expect(canvas.queryByText('Total')).toBeNull();
    await expect(canvas.queryByText(/MX\$/)).toBeNull();
  },
};

const hrefFor = (reference: string) => `/requests/${reference}`;

/** "My requests": newest first, each leading to its status page. */
export const MyRequests: Story = {
  name: 'My requests',
  render: () => <RequestList requests={[pending, confirmed, declined]} hrefFor={hrefFor} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const villa = canvas.getByRole('link', { name: 'Villa Serena' });
    await expect(villa).toHaveAttribute('href', '/requests/CBO-7K4Q2');
    await expect(within(items[0]!).getByText('Pending')).toBeVisible();
    // The villa's stored total on the list; the table and the tour have none.
    await expect(within(items[0]!).getByText('$21,183.68 USD')).toBeVisible();
    await expect(within(items[1]!).queryByText('Total')).toBeNull();
    await expect(within(items[1]!).getByText('Confirmed')).toBeVisible();
    await expect(within(items[2]!).getByText('Declined')).toBeVisible();
  },
};

export const MyRequestsOnPhone: Story = {
  name: 'My requests, on a phone',
  render: () => <RequestList requests={[pending, confirmed]} hrefFor={hrefFor} />,
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'El Farallón' })).toBeVisible();
  },
};

export const NoRequestsYet: Story = {
  name: 'No requests yet',
  render: () => <RequestList requests={[]} hrefFor={hrefFor} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have no requests yet.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
