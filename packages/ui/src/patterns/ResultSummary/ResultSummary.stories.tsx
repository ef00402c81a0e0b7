import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ResultSummary } from './ResultSummary.tsx';

const meta = {
  title: 'Patterns/ResultSummary',
  tags: ['autodocs'],
  component: ResultSummary,
  args: { total: 42, matching: 42, shown: 12, page: 1, pageCount: 4 },
} satisfies Meta<typeof ResultSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unfiltered: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      '42 adventures · showing 12 · page 1 of 4',
    );
  },
};

export const Filtered: Story = {
  args: { matching: 14, shown: 2, page: 2, pageCount: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      '14 of 42 adventures · showing 2 · page 2 of 2',
    );
  },
};

export const NothingMatches: Story = {
  name: 'Nothing matches',
  args: { matching: 0, shown: 0, page: 1, pageCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      '0 of 42 adventures · showing 0 · page 1 of 1',
    );
  },
};
