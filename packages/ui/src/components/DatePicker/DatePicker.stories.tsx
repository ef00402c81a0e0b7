import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { calendarMonth, storyFrame } from '../../common/storyFixtures.tsx';
import { DatePicker } from './DatePicker.tsx';
import * as styles from './DatePicker.css';
import { todayIso } from './dates.ts';

const meta = {
  title: 'Components/DatePicker',
  tags: ['autodocs'],
  component: DatePicker,
  // A fixed month keeps the screenshots stable; stories about "today" opt out of them.
  args: {
    label: 'Date',
    onChange: fn(),
    ...calendarMonth,
  },
  decorators: [storyFrame({ maxWidth: 320, minHeight: 440 })],
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement, name: RegExp | string) =>
  within(canvasElement).getByRole('button', { name });

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement, /Pick a date/);
    await expect(button).toHaveTextContent('Pick a date');
    await expect(button).toHaveAccessibleName('Pick a date Date');
  },
};

export const PicksADate: Story = {
  name: 'Date picked',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(trigger(canvasElement, /Pick a date/));
    const dialog = await screen.findByRole('dialog', { name: 'Date' });
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('March 2030');
    await userEvent.click(within(dialog).getByRole('button', { name: /March 14, 2030/ }));
    await expect(args.onChange).toHaveBeenCalledWith('2030-03-14');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger(canvasElement, /Mar 14, 2030/)).toBeVisible();
  },
};

export const CalendarOpen: Story = {
  name: 'Calendar open',
  args: { defaultValue: '2030-03-14' },
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement, /Mar 14, 2030/));
    const dialog = await screen.findByRole('dialog');
    const selected = within(dialog).getByRole('button', { name: /March 14, 2030/ });
    await expect(selected.closest('[role="gridcell"]')).toHaveAttribute('aria-selected', 'true');
    // Dates before the minimum are disabled.
    await expect(within(dialog).getByRole('button', { name: /March 4, 2030/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The default minimum is today: every earlier day of this month is disabled. */
export const PastDatesDisabled: Story = {
  name: 'Past days unavailable',
  // Opens on Cabo's month: the browser's own month differs for a few hours at a month's turn.
  args: { minValue: undefined, defaultMonth: todayIso() },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement, /Pick a date/));
    const dialog = await screen.findByRole('dialog');
    const today = Number(todayIso().slice(8, 10));
    const days = within(dialog)
      .getAllByRole('gridcell')
      .map((cell) => cell.firstElementChild as HTMLElement)
      .filter((day) => !day.hasAttribute('data-outside-month'));
    await expect(days.length).toBeGreaterThanOrEqual(28);
    for (const day of days) {
      const n = Number(day.textContent);
      if (!n) continue;
      await expect(day.getAttribute('aria-disabled') === 'true').toBe(n < today);
      // The day marked as today is Cabo's, and only it.
      await expect(day.classList.contains(styles.caboToday)).toBe(n === today);
    }
  },
};

export const KeyboardPick: Story = {
  name: 'Picked with the keyboard',
  args: { defaultValue: '2030-03-14' },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(trigger(canvasElement, /Mar 14, 2030/)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/March 14, 2030/));
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('2030-03-22');
  },
};

export const Invalid: Story = {
  name: 'With an error',
  args: { label: 'Check-in', isInvalid: true, errorMessage: 'Check-in date is required' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Check-in date is required')).toBeVisible();
    await expect(canvas.getByRole('button')).toHaveAccessibleDescription(
      'Check-in date is required',
    );
  },
};

/** Controlled as react-hook-form's Controller does; the value is an ISO date. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<string | null>(null);
    return (
      <>
        <DatePicker {...args} value={value} onChange={setValue} />
        <p>Value: {value ?? 'none'}</p>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement, /Pick a date/));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /March 20, 2030/ }));
    await expect(within(canvasElement).getByText('Value: 2030-03-20')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement, /Pick a date/)).toBeDisabled();
  },
};
