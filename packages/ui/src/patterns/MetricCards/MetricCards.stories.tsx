import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mobile } from '../../common/storyFixtures.tsx';
import { definitionValues } from '../../common/storyPlay.ts';
import { MetricCards } from './MetricCards.tsx';

const meta = {
  title: 'Patterns/MetricCards',
  tags: ['autodocs'],
  component: MetricCards,
  args: {
    status: 'success',
    figures: {
      totals: {
        leads: 1248,
        guideDownloads: 127,
        bookingRequests: 53,
        conversion: { label: 'All sources', converted: 41, closed: 58, rate: 41 / 99 },
      },
      firstReply: { medianHours: 3.5, answered: 1201, unanswered: 47 },
    },
  },
} satisfies Meta<typeof MetricCards>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Figures: Story = {
  play: async ({ canvasElement }) => {
    await expect(definitionValues(canvasElement)).toEqual({
      'Total Leads': '1,248',
      'Guide Downloads': '127',
      'Booking Requests': '53',
      'Conversion Rate': '41.4%',
      'Median First Reply': '3.5 h',
    });
    const canvas = within(canvasElement);
    await expect(canvas.getByText('41 converted of 99 closed leads')).toBeVisible();
    await expect(canvas.getByText('1,201 leads answered, 47 waiting')).toBeVisible();
  },
};

export const NoRecordsYet: Story = {
  name: 'No records yet',
  args: {
    figures: {
      totals: {
        leads: 0,
        guideDownloads: 0,
        bookingRequests: 0,
        conversion: { label: 'All sources', converted: 0, closed: 0, rate: null },
      },
      firstReply: { medianHours: null, answered: 0, unanswered: 0 },
    },
  },
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(definitionValues(canvasElement)).toEqual({
      'Total Leads': '0',
      'Guide Downloads': '0',
      'Booking Requests': '0',
      'Conversion Rate': '—',
      'Median First Reply': '—',
    });
    // No data is not 0%: the card says why there is no rate.
    await expect(
      within(canvasElement).getByText('No lead closed yet: converted ÷ (converted + closed)'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', figures: undefined },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl');
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(Object.keys(definitionValues(canvasElement))).toEqual([
      'Total Leads',
      'Guide Downloads',
      'Booking Requests',
      'Conversion Rate',
      'Median First Reply',
    ]);
    await expect(canvasElement.querySelectorAll('[data-skeleton]')).toHaveLength(5);
  },
};

export const Error: Story = {
  args: { status: 'error', figures: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Error loading analytics. Please try again.',
    );
  },
};
