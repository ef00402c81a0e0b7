import { staffSamples } from '@cabo/data/staff-samples';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { releaseFocus } from '../../common/storyFixtures.tsx';
import { StaffUsersTable } from './StaffUsersTable.tsx';

// The first admin, an editor and a disabled editor.
const users = staffSamples.filter((u) => u.username !== 'luis.ops');

const meta = {
  title: 'Patterns/StaffUsersTable',
  tags: ['autodocs'],
  component: StaffUsersTable,
  args: { items: users, currentUserId: 1, onEdit: fn(), timeZone: 'UTC' },
} satisfies Meta<typeof StaffUsersTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('grid', { name: 'Staff accounts' }));

/** Every kind of row: the admin who is signed in, an editor, a disabled editor. */
export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const grid = table(canvasElement);
    const headers = grid.getAllByRole('columnheader').map((h) => h.textContent);
    await expect(headers).toEqual(['Username', 'Role', 'Status', 'Created', 'Actions']);
    await expect(grid.getAllByRole('row')).toHaveLength(4);
    await expect(grid.getByText('admin (you)')).toBeVisible();
    await expect(grid.getByText('maria@example.com')).toBeVisible();
    await expect(grid.getAllByText('Editor')).toHaveLength(2);
    await expect(grid.getByText('Disabled')).toBeVisible();
    await expect(grid.getAllByText('Active')).toHaveLength(2);
    await expect(grid.getByText('at first start')).toBeVisible();
    await expect(grid.getByText('Feb 10, 2026')).toBeVisible();
    await userEvent.click(grid.getByRole('button', { name: 'Edit maria' }));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    releaseFocus();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No staff accounts yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { items: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading staff accounts' }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  args: { items: undefined, errorText: 'Error loading staff accounts. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Error loading staff accounts. Please try again.',
    );
  },
};
