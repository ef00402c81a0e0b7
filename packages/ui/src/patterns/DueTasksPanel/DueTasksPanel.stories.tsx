import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mobile } from '../../common/storyFixtures.tsx';
import { storyTasks } from '../FollowUpTasks/taskFixtures.ts';
import { DueTasksPanel } from './DueTasksPanel.tsx';

const meta = {
  title: 'Patterns/DueTasksPanel',
  tags: ['autodocs'],
  component: DueTasksPanel,
  args: {
    title: 'Due today',
    tasks: [storyTasks[1]!],
    emptyText: 'Nothing due today.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DueTasksPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each task links to its record (its list, searched by the reference). */
export const DueToday: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Due today (1)' })).toBeVisible();
    const link = canvas.getByRole('link', { name: 'CBO-9RT3X · Olivia Brooks' });
    await expect(link).toHaveAttribute('href', '/admin?section=bookings&search=CBO-9RT3X');
    await expect(canvas.getByText('Call about the villa dates')).toBeVisible();
  },
};

export const Overdue: Story = {
  args: { title: 'Overdue', tasks: [storyTasks[0]!], emptyText: 'Nothing overdue.' },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(1);
    await expect(items[0]).toHaveTextContent('Due Mar 8, 2026 · boss');
  },
};

export const Empty: Story = {
  args: { tasks: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Due today (0)' })).toBeVisible();
    await expect(canvas.getByText('Nothing due today.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { tasks: undefined, isLoading: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('progressbar', { name: 'Loading due today tasks' }),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  args: { tasks: undefined, errorText: 'Error loading tasks. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Error loading tasks. Please try again.',
    );
  },
};

export const DueTodayOnAPhone: Story = {
  ...DueToday,
  globals: mobile,
};
