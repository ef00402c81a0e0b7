import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mobile } from '../../common/storyFixtures.tsx';
import { BarChart } from './BarChart.tsx';

const meta = {
  title: 'Patterns/BarChart',
  tags: ['autodocs'],
  component: BarChart,
  args: {
    title: 'Leads by source',
    description: 'The UTM source, else the referring site, else direct.',
    categoryLabel: 'Source',
    valueLabel: 'Leads',
    rows: [
      { label: 'google', values: [96] },
      { label: 'direct', values: [61] },
      { label: 'instagram.com', values: [48] },
      { label: 'newsletter', values: [27] },
      { label: 'a-very-long-referring-site.example.com', values: [3] },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof BarChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The bars as the eye sees them (hidden from screen readers, which read the table). */
const plot = (canvasElement: HTMLElement) =>
  within(canvasElement.querySelector<HTMLElement>('figure > [aria-hidden="true"]:not(ul)')!);

/** The table's rows as text: header cell, then the values. */
const tableRows = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('tbody tr')].map((tr) =>
    [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent),
  );

export const WithData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Leads by source' })).toBeVisible();
    await expect(plot(canvasElement).getByText('Source')).toBeVisible();
    await expect(plot(canvasElement).getByText('Leads')).toBeVisible();
    // Beside the longest bar and at the value axis's end.
    await expect(plot(canvasElement).getAllByText('96')).toHaveLength(2);
    await expect(plot(canvasElement).getByText('0')).toBeVisible();
    // The bars are for the eye; screen readers read the table.
    await expect(canvas.getByRole('table', { name: 'Leads by source' })).toBeInTheDocument();
    await expect(tableRows(canvasElement)[0]).toEqual(['google', '96']);
    await expect(canvas.getByRole('button', { name: 'Show table' })).toBeVisible();
  },
};

export const WithDataOnPhone: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(plot(canvasElement).getByText('google')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const ShowsTheTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show table' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: 'Hide table' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const table = canvas.getByRole('table', { name: 'Leads by source' });
    await expect(table).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: 'Leads' })).toBeVisible();
    await expect(tableRows(canvasElement)).toHaveLength(5);
  },
};

export const ShowsTheTableOnPhone: Story = {
  ...ShowsTheTable,
  globals: mobile,
};

export const OneBar: Story = {
  args: { rows: [{ label: 'direct', values: [1] }] },
  play: async ({ canvasElement }) => {
    await expect(tableRows(canvasElement)).toEqual([['direct', '1']]);
    await expect(plot(canvasElement).getByText('direct')).toBeVisible();
  },
};

export const OneBarOnPhone: Story = { ...OneBar, globals: mobile };

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nothing in this range.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Show table' })).toBeNull();
  },
};

export const EmptyOnPhone: Story = { ...Empty, globals: mobile };

/** Conversion: a percentage with the counts beside it, and "—" where nothing is closed. */
export const RatesWithNoData: Story = {
  args: {
    title: 'Conversion by source',
    description: 'Converted ÷ all closed (converted + closed); — while none is closed.',
    valueLabel: 'Converted (%)',
    columns: ['Converted', 'Closed', 'Conversion'],
    max: 100,
    formatValue: (v: number) => `${v}%`,
    rows: [
      { label: 'google', values: [45], text: '45.0% (18 of 40)', cells: ['18', '22', '45.0%'] },
      { label: 'newsletter', values: [0], text: '0.0% (0 of 6)', cells: ['0', '6', '0.0%'] },
      { label: 'facebook.com', values: [null], text: '— (0 of 0)', cells: ['0', '0', '—'] },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('45.0% (18 of 40)')).toBeVisible();
    await expect(canvas.getByText('— (0 of 0)')).toBeVisible();
    await expect(canvas.getByText('100%')).toBeVisible();
    await expect(tableRows(canvasElement)[2]).toEqual(['facebook.com', '0', '0', '—']);
  },
};

/** Two stacked series with a legend: bookings value, confirmed and pending. */
export const StackedSeries: Story = {
  args: {
    title: 'Bookings value by month',
    description: 'Confirmed, and pending an answer.',
    categoryLabel: 'Month',
    valueLabel: 'Value (USD)',
    series: [{ label: 'Confirmed' }, { label: 'Pending' }],
    formatValue: (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-US')}`,
    rows: [
      { label: 'Jan 2026', values: [1_260_000, 190_000], text: '$14,500' },
      { label: 'Feb 2026', values: [900_000, 285_000], text: '$11,850' },
      { label: 'Mar 2026', values: [0, 380_000], text: '$3,800' },
    ],
  },
  play: async ({ canvasElement }) => {
    const legend = within(canvasElement.querySelector('ul')!);
    await expect(legend.getByText('Confirmed')).toBeVisible();
    await expect(legend.getByText('Pending')).toBeVisible();
    await expect(tableRows(canvasElement)[0]).toEqual(['Jan 2026', '$12,600', '$1,900']);
  },
};

export const StackedSeriesOnPhone: Story = { ...StackedSeries, globals: mobile };

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the chart')).toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Error loading the chart. Please try again.',
    );
  },
};
