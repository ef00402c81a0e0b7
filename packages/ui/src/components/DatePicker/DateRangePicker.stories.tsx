import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { calendarMonth, storyFrame } from '../../common/storyFixtures.tsx';
import { DateRangePicker } from './DateRangePicker.tsx';
import { todayIso } from './dates.ts';

const meta = {
  title: 'Components/DateRangePicker',
  tags: ['autodocs'],
  component: DateRangePicker,
  args: {
    label: 'Check-in – Check-out',
    onChange: fn(),
    ...calendarMonth,
  },
  decorators: [storyFrame({ maxWidth: 360, minHeight: 440 })],
} satisfies Meta<typeof DateRangePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveTextContent('Select dates');
  },
};

export const PicksARange: Story = {
  name: 'Range picked',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Select dates/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /March 10, 2030/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /March 15, 2030/ }));
    await expect(args.onChange).toHaveBeenCalledWith({ start: '2030-03-10', end: '2030-03-15' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByRole('button')).toHaveTextContent(
      'Mar 10, 2030 – Mar 15, 2030',
    );
  },
};

export const RangeOpen: Story = {
  name: 'Calendar open',
  args: { defaultValue: { start: '2030-03-10', end: '2030-03-15' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await screen.findByRole('dialog');
    const inRange = within(dialog)
      .getAllByRole('gridcell')
      .filter((cell) => cell.getAttribute('aria-selected') === 'true');
    await expect(inRange).toHaveLength(6);
  },
};

export const PastDatesDisabled: Story = {
  name: 'Past days unavailable',
  // Opens on Cabo's month: the browser's own month differs for a few hours at a month's turn.
  args: { minValue: undefined, defaultMonth: todayIso() },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await screen.findByRole('dialog');
    const today = Number(todayIso().slice(8, 10));
    const days = within(dialog)
      .getAllByRole('gridcell')
      .map((cell) => cell.firstElementChild as HTMLElement)
      .filter((day) => !day.hasAttribute('data-outside-month'));
    await expect(days.length).toBeGreaterThanOrEqual(28);
    for (const day of days) {
      await expect(day.getAttribute('aria-disabled') === 'true').toBe(
        Number(day.textContent) < today,
      );
    }
  },
};

export const Invalid: Story = {
  name: 'With an error',
  args: { isInvalid: true, errorMessage: 'Check-out date must be after check-in date' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Check-out date must be after check-in date'),
    ).toBeVisible();
  },
};
