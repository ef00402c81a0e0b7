import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton, Spinner } from './Spinner.tsx';

const meta = {
  title: 'Components/Spinner and Skeleton',
  tags: ['autodocs'],
  component: Spinner,
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1.5rem', alignItems: 'center' }}>
      <Spinner size="sm" label="Loading villas" />
      <Spinner />
      <Spinner size="lg" label="Submitting" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(3);
    await expect(canvas.getByRole('progressbar', { name: 'Loading villas' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).not.toHaveAttribute(
      'aria-valuenow',
    );
  },
};

/** A card-shaped loading state: image, two lines of text, an avatar. */
export const CardSkeleton: Story = {
  name: 'Card placeholder',
  render: () => (
    <div
      role="status"
      aria-label="Loading posts"
      style={{ width: 300, display: 'grid', gap: '0.75rem' }}
    >
      <Skeleton shape="rect" height={200} />
      <Skeleton width="80%" />
      <Skeleton width="55%" />
      <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
        <Skeleton shape="circle" width={32} height={32} />
        <Skeleton width={120} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading posts' });
    const blocks = status.querySelectorAll('[data-skeleton]');
    await expect(blocks).toHaveLength(5);
    const image = blocks[0] as HTMLElement;
    await expect(image).toHaveAttribute('aria-hidden', 'true');
    await expect(image.getBoundingClientRect().height).toBe(200);
  },
};
