import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mobile } from '../../common/storyFixtures.tsx';
import { LeadChart } from './LeadChart.tsx';

const counts = [12, 15, 18, 22, 19, 14, 17, 21, 26, 31, 24, 29];
const months = counts.map((count, i) => {
  const month = ((i + 3) % 12) + 1;
  const year = i < 9 ? 2025 : 2026;
  return { month: `${year}-${String(month).padStart(2, '0')}`, count };
});

const meta = {
  title: 'Patterns/LeadChart',
  component: LeadChart,
  args: { status: 'success', months },
} satisfies Meta<typeof LeadChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Monthly Lead Acquisition' })).toBeVisible();
    await expect(canvas.getByRole('img')).toHaveAccessibleName(
      'Bar chart of leads per month from April 2025 to March 2026; the highest is 31 in January 2026.',
    );
    await expect(canvasElement.querySelectorAll('rect')).toHaveLength(12);
    // The tallest bar is January's.
    const heights = [...canvasElement.querySelectorAll('rect')].map((r) =>
      Number(r.getAttribute('height')),
    );
    await expect(heights.indexOf(Math.max(...heights))).toBe(9);
    // Screen readers get the figures as a table.
    const table = canvas.getByRole('table', { name: 'Monthly Lead Acquisition' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(13);
    await expect(rows[1]).toHaveTextContent('April 202512');
    await expect(rows[12]).toHaveTextContent('March 202629');
  },
};

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const Empty: Story = {
  args: { months: months.map(({ month }) => ({ month, count: 0 })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No leads in these months yet.')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    // The table still says each month had none.
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(13);
  },
};

export const Loading: Story = {
  args: { status: 'loading', months: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(canvasElement).getByText('Loading the chart')).toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { status: 'error', months: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Error loading the lead chart. Please try again.',
    );
  },
};
