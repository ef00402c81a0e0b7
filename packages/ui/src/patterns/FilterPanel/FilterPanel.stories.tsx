import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { mobile, storyFrame } from '../../common/storyFixtures.tsx';
import { openFilterSheet } from '../../common/storyPlay.ts';
import { TextField } from '../../components/TextField/index.ts';
import { FilterPanel } from './FilterPanel.tsx';

const meta = {
  title: 'Patterns/FilterPanel',
  tags: ['autodocs'],
  component: FilterPanel,
  decorators: [storyFrame({ minHeight: 360 })],
  args: {
    activeCount: 0,
    resultCount: 12,
    resultText: 'Found 12 items',
    onClear: fn(),
    children: <TextField label="Name" />,
  },
} satisfies Meta<typeof FilterPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing set: the fields and the count, nothing to clear. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Found 12 items');
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};

export const WithFiltersSet: Story = {
  name: 'With filters set',
  args: { activeCount: 2, resultCount: 3, resultText: 'Found 3 items' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

/** A phone: the fields wait behind "Filters (N)"; the count and "Clear filters" stay. */
export const PhoneCollapsed: Story = {
  name: 'On a phone, closed',
  globals: mobile,
  args: { activeCount: 2, resultCount: 3, resultText: 'Found 3 items' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Name' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

export const PhoneOpen: Story = {
  name: 'On a phone, open',
  globals: mobile,
  args: { activeCount: 1, resultCount: 1, resultText: 'Found 1 item' },
  play: async ({ canvasElement }) => {
    const sheet = await openFilterSheet(within(canvasElement), 'Filters (1)');
    await waitFor(() => expect(sheet.getByRole('textbox', { name: 'Name' })).toBeVisible());
    // Focus is trapped in the sheet: Tab from its last control comes back inside it.
    for (let i = 0; i < 5; i += 1) await userEvent.tab();
    await expect(screen.getByRole('dialog', { name: 'Filters' })).toContainElement(
      document.activeElement as HTMLElement,
    );
    await expect(sheet.getByRole('button', { name: 'Show 1 result' })).toBeVisible();
  },
};

export const PhoneEscapeCloses: Story = {
  name: 'On a phone, closed with Escape',
  globals: mobile,
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Filters' });
    await userEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
