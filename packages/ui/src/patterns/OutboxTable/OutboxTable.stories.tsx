import type { OutboxItem } from '@cabo/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OutboxTable } from './OutboxTable.tsx';

const at = (day: number, hour = 10) =>
  `2026-03-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;

const item = (
  i: Partial<OutboxItem> & Pick<OutboxItem, 'id' | 'destination' | 'state'>,
): OutboxItem => ({
  kind: 'lead.created',
  recordTable: 'leads',
  recordId: 5,
  submissionId: 'lead-fixture-000000005',
  attempts: 1,
  maxAttempts: 9,
  lastError: null,
  lastAttemptAt: at(20, 11),
  nextAttemptAt: null,
  sentAt: null,
  createdAt: at(20),
  destinationConfigured: true,
  ...i,
});

const items: OutboxItem[] = [
  item({
    id: 8,
    destination: 'automation_webhook',
    state: 'waiting',
    attempts: 0,
    maxAttempts: null,
    lastAttemptAt: null,
    destinationConfigured: false,
    createdAt: at(21),
  }),
  item({
    id: 7,
    destination: 'automation_webhook',
    state: 'failed',
    attempts: 2,
    lastError: 'HTTP 503 Service Unavailable',
    nextAttemptAt: at(20, 12),
  }),
  item({
    id: 6,
    destination: 'table_service',
    state: 'dead',
    kind: 'booking.created',
    recordTable: 'bookings',
    recordId: 4,
    attempts: 9,
    lastError: 'ECONNREFUSED',
    createdAt: at(14),
  }),
  item({
    id: 4,
    destination: 'email',
    state: 'sent',
    kind: 'guide',
    recordTable: 'guide_submissions',
    recordId: 3,
    sentAt: at(20, 11),
  }),
];

const meta = {
  title: 'Patterns/OutboxTable',
  tags: ['autodocs'],
  component: OutboxTable,
  args: {
    items,
    total: items.length,
    page: 1,
    pageSize: 50,
    onPageChange: fn(),
    onStateChange: fn(),
    onRetry: fn(),
    timeZone: 'UTC',
  },
} satisfies Meta<typeof OutboxTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('grid', { name: 'Outbox' }));

/** waiting, failed, dead and sent, each with its badge; only the dead one has Retry. */
export const EveryState: Story = {
  name: 'Every state',
  play: async ({ canvasElement, args }) => {
    const grid = table(canvasElement);
    await expect(grid.getAllByRole('row')).toHaveLength(5);
    for (const state of ['waiting', 'failed', 'dead', 'sent']) {
      await expect(grid.getByText(state, { exact: true })).toBeVisible();
    }
    await expect(grid.getByText(/waits for its settings/)).toBeVisible();
    await expect(grid.getByText('HTTP 503 Service Unavailable')).toBeVisible();
    await expect(grid.getByText('2 of 9')).toBeVisible();
    await expect(grid.getByText('Sent Mar 20, 2026, 11:00 AM')).toBeVisible();
    const retries = grid.getAllByRole('button', { name: /^Retry/ });
    await expect(retries).toHaveLength(1);
    await userEvent.click(
      grid.getByRole('button', { name: 'Retry Table service booking.created #6' }),
    );
    await expect(args.onRetry).toHaveBeenCalledWith(expect.objectContaining({ id: 6 }));
  },
};

export const FilterByState: Story = {
  name: 'Filtered by state',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /State$/ }));
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'dead' }));
    await expect(args.onStateChange).toHaveBeenCalledWith('dead');
  },
};

export const DeadOnly: Story = {
  name: 'Dead messages only',
  args: { state: 'dead', items: items.filter((i) => i.state === 'dead'), total: 1 },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('button', { name: /State$/ })).toHaveTextContent(
      'dead',
    );
    await userEvent.click(within(canvasElement).getByRole('button', { name: /State$/ }));
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'All states' }));
    await expect(args.onStateChange).toHaveBeenCalledWith(undefined);
  },
};

export const Retrying: Story = {
  args: { retryingId: 6 },
  play: async ({ canvasElement }) => {
    await expect(
      table(canvasElement).getByRole('button', { name: 'Retry Table service booking.created #6' }),
    ).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { items: undefined, isLoading: true, total: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading outbox' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Nothing in the outbox with this state.'),
    ).toBeVisible();
  },
};

export const Error: Story = {
  args: {
    items: undefined,
    total: undefined,
    errorText: 'Error loading the outbox. Please try again.',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Error loading the outbox. Please try again.'),
    ).toBeVisible();
  },
};

export const Paged: Story = {
  args: { total: 120, page: 2 },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText(/of 120/)).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Page 3' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};
