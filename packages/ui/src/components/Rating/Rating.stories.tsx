import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Rating } from './Rating.tsx';

const meta = {
  title: 'Components/Rating',
  tags: ['autodocs'],
  component: Rating,
  args: { value: 4.5 },
} satisfies Meta<typeof Rating>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HalfStar: Story = {
  name: 'Half star',
  play: async ({ canvasElement }) => {
    const stars = within(canvasElement).getByRole('img', { name: 'Rated 4.5 out of 5' });
    const fill = stars.lastElementChild as HTMLElement;
    await expect(fill.style.width).toBe('90%');
  },
};

export const WithValueAndReviews: Story = {
  name: 'With value and review count',
  args: { value: 5, showValue: true, reviewCount: 1284, size: '1.25rem' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(canvas.getByText('5.0')).toBeVisible();
    await expect(canvas.getByText('(1,284 reviews)')).toBeVisible();
  },
};

export const Low: Story = {
  name: 'Low rating',
  args: { value: 3.2, showValue: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Rated 3.2 out of 5' }),
    ).toBeVisible();
  },
};
