import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { mobile } from '../../common/storyFixtures.tsx';
import { AnalyticsRangePicker, type AnalyticsRangeChoice } from './AnalyticsRangePicker.tsx';

const meta = {
  title: 'Patterns/AnalyticsRangePicker',
  tags: ['autodocs'],
  component: AnalyticsRangePicker,
  args: { value: { preset: 'all-time' }, onChange: fn(), today: '2026-03-22' },
  decorators: [(Story) => <div style={{ minHeight: 460 }}>{Story()}</div>],
  render: function Render(args) {
    const [value, setValue] = useState<AnalyticsRangeChoice>(args.value);
    return (
      <AnalyticsRangePicker
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof AnalyticsRangePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllTime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /All time/ })).toBeVisible();
    await expect(canvas.getByText('Every stored record, Cabo time')).toBeVisible();
  },
};

export const PicksLast30Days: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /All time/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Last 30 days' }));
    await expect(args.onChange).toHaveBeenCalledWith({ preset: 'last-30-days' });
    await expect(canvas.getByText('Feb 21, 2026 – Mar 22, 2026, Cabo time')).toBeVisible();
  },
};

export const PicksLast30DaysOnPhone: Story = { ...PicksLast30Days, globals: mobile };

export const CustomRange: Story = {
  args: { value: { preset: 'custom', from: '2026-03-01', to: '2026-03-10' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Mar 1, 2026 – Mar 10, 2026, Cabo time')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Mar 1, 2026 – Mar 10, 2026/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /March 2, 2026/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /March 5, 2026/ }));
    await expect(args.onChange).toHaveBeenCalledWith({
      preset: 'custom',
      from: '2026-03-02',
      to: '2026-03-05',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText('Mar 2, 2026 – Mar 5, 2026, Cabo time')).toBeVisible();
  },
};

export const CustomRangeOnPhone: Story = {
  args: { value: { preset: 'custom', from: '2026-03-01', to: '2026-03-10' } },
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Mar 1, 2026 – Mar 10, 2026, Cabo time'),
    ).toBeVisible();
  },
};
