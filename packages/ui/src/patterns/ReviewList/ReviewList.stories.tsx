import type { Meta, StoryObj } from '@storybook/react-vite';
import { resorts } from '@cabo/data';
import { expect, within } from 'storybook/test';
import { mobile } from '../../common/storyFixtures.tsx';
import { ReviewList } from './ReviewList.tsx';

const meta = {
  title: 'Patterns/ReviewList',
  tags: ['autodocs'],
  component: ReviewList,
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
  args: { reviews: resorts[0]!.reviews, 'aria-label': 'Guest Reviews' },
} satisfies Meta<typeof ReviewList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Reviews: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Guest Reviews' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const first = within(items[0]!);
    await expect(first.getByRole('heading', { level: 3, name: 'Jessica T.' })).toBeVisible();
    await expect(first.getByText('March 2025')).toBeVisible();
    await expect(first.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(first.getByText(/The staff remembered our names/)).toBeVisible();
    await expect(first.getByText('24 people found this helpful')).toBeVisible();
    await expect(within(items[2]!).getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  },
};

export const HelpfulCounts: Story = {
  name: 'Helpful counts',
  args: {
    headingLevel: 4,
    reviews: [
      { author: 'Sam', date: 'May 2025', rating: 5, content: 'Lovely.', helpful: 1 },
      { author: 'Kim', date: 'April 2025', rating: 4.5, content: 'Great pool.', helpful: 0 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 4, name: 'Sam' })).toBeVisible();
    await expect(canvas.getByText('1 person found this helpful')).toBeVisible();
    // Nobody found it helpful yet: no line at all rather than "0 people".
    await expect(
      canvas.queryByText(/found this helpful/, { selector: 'li:last-child *' }),
    ).toBeNull();
    await expect(canvas.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
  },
};

export const NoReviews: Story = {
  name: 'No reviews',
  args: { reviews: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No reviews yet.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Mobile: Story = {
  name: 'On a phone',
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};
