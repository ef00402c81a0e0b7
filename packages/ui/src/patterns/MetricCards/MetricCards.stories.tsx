import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mobile } from '../../common/storyFixtures.tsx';
import { MetricCards } from './MetricCards.tsx';

const meta = {
  title: 'Patterns/MetricCards',
  component: MetricCards,
  args: {
    status: 'success',
    figures: {
      totalLeads: 1248,
      guideDownloads: 127,
      bookingRequests: 53,
      conversionRate: 53 / 248,
    },
  },
} satisfies Meta<typeof MetricCards>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The value read with each label. */
function valuesOf(canvasElement: HTMLElement) {
  return Object.fromEntries(
    [...canvasElement.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]),
  );
}

export const Figures: Story = {
  play: async ({ canvasElement }) => {
    await expect(valuesOf(canvasElement)).toEqual({
      'Total Leads': '1,248',
      'Guide Downloads': '127',
      'Booking Requests': '53',
      'Conversion Rate': '21.4%',
    });
  },
};

export const NoRecordsYet: Story = {
  args: { figures: { totalLeads: 0, guideDownloads: 0, bookingRequests: 0, conversionRate: 0 } },
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(valuesOf(canvasElement)).toEqual({
      'Total Leads': '0',
      'Guide Downloads': '0',
      'Booking Requests': '0',
      'Conversion Rate': '0.0%',
    });
  },
};

export const Loading: Story = {
  args: { status: 'loading', figures: undefined },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl');
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(Object.keys(valuesOf(canvasElement))).toEqual([
      'Total Leads',
      'Guide Downloads',
      'Booking Requests',
      'Conversion Rate',
    ]);
    await expect(canvasElement.querySelectorAll('[data-skeleton]')).toHaveLength(4);
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
