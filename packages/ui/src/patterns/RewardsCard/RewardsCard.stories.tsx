import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RewardsCard } from './RewardsCard.tsx';

const meta = {
  title: 'Patterns/RewardsCard',
  tags: ['autodocs'],
  component: RewardsCard,
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  args: { points: 130, level: 2 },
} satisfies Meta<typeof RewardsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MidLevel: Story = {
  name: 'Mid level',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your Rewards' })).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: 'Progress to level 3' });
    // The progress is the points' remainder modulo 100 (spec).
    await expect(bar).toHaveAttribute('aria-valuenow', '30');
    await expect(canvas.getByText(/70 points to level 3/)).toBeVisible();
  },
};

export const NewMember: Story = {
  name: 'New member',
  args: { points: 0, level: 1 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await expect(within(canvasElement).getByText(/100 points to level 2/)).toBeVisible();
  },
};

export const ExactlyOnALevel: Story = {
  name: 'Exactly on a level',
  args: { points: 200, level: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 200 mod 100 = 0: a fresh level starts empty.
    await expect(canvas.getByRole('progressbar', { name: 'Progress to level 4' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(canvas.getByText('200')).toBeVisible();
    await expect(
      canvas.getByText(/Share a resort, villa or adventure to earn 10 points/),
    ).toBeVisible();
  },
};
