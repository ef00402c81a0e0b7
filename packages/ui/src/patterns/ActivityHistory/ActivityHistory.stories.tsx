import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ActivityHistory } from './ActivityHistory.tsx';

const actor = { id: 1, name: 'admin' };

const meta = {
  title: 'Patterns/ActivityHistory',
  tags: ['autodocs'],
  component: ActivityHistory,
  args: {
    timeZone: 'UTC',
    entries: [
      {
        id: 3,
        at: '2026-03-14T11:00:00.000Z',
        action: 'update',
        actor,
        fromStatus: 'contacted',
        toStatus: 'qualified',
        note: 'Budget confirmed; sending yacht options',
        detail: null,
      },
      {
        id: 2,
        at: '2026-03-13T09:00:00.000Z',
        action: 'update',
        actor: { id: null, name: 'maria' },
        fromStatus: null,
        toStatus: null,
        note: 'Left a voicemail',
        detail: null,
      },
      {
        id: 1,
        at: '2026-03-12T16:30:00.000Z',
        action: 'resend',
        actor,
        fromStatus: 'failed',
        toStatus: 'pending',
        note: null,
        detail: null,
      },
    ],
  },
} satisfies Meta<typeof ActivityHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Who, when, from → to and the note, newest first. */
export const WithChanges: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Updated by admin, Mar 14, 2026, 11:00 AM');
    await expect(items[0]).toHaveTextContent('Status: contacted → to qualified');
    await expect(items[0]).toHaveTextContent('Budget confirmed; sending yacht options');
    await expect(items[1]).toHaveTextContent('Updated by maria');
    await expect(items[1]).not.toHaveTextContent('Status');
    await expect(items[2]).toHaveTextContent('Guide sent again by admin');
    await expect(items[2]).toHaveTextContent('failed → to pending');
  },
};

/** A record nobody has touched. */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Activity history' })).toBeVisible();
    await expect(canvas.getByText('No changes yet.')).toBeVisible();
  },
};

/** A spam-flagged lead moved back among the leads, then worked on. */
export const MovedOutOfSpam: Story = {
  name: 'Moved out of spam',
  args: {
    entries: [
      {
        id: 5,
        at: '2026-03-22T09:35:00.000Z',
        action: 'update',
        actor,
        fromStatus: 'new',
        toStatus: 'contacted',
        note: 'A real influencer after all',
        detail: null,
      },
      {
        id: 4,
        at: '2026-03-22T09:30:00.000Z',
        action: 'not_spam',
        actor,
        fromStatus: null,
        toStatus: null,
        note: null,
        detail: null,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[1]).toHaveTextContent('Moved out of spam by admin, Mar 22, 2026, 9:30 AM');
    await expect(items[1]).not.toHaveTextContent('Status:');
  },
};
