import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mobile } from '../../common/storyFixtures.tsx';
import { AdventureHero } from './AdventureHero.tsx';

const meta = {
  title: 'Patterns/AdventureHero',
  component: AdventureHero,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Luxury Cabo Sailing',
    imageUrl: '/images/adventures/luxury-sailing.svg',
    rating: 4.9,
    duration: '3 hours',
    minAge: 8,
    provider: 'Cabo Experiences',
  },
} satisfies Meta<typeof AdventureHero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Luxury Cabo Sailing',
    );
    await expect(canvas.getByRole('img', { name: 'Rated 4.9 out of 5' })).toBeVisible();
    await expect(canvas.getByText('3 hours')).toBeVisible();
    await expect(canvas.getByText('Minimum age 8')).toBeVisible();
    // The hero picture is the largest paint: fetched first, not lazily.
    const image = canvasElement.querySelector('img') as HTMLImageElement;
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('width', '1600');
  },
};

export const MobileWithoutRating: Story = {
  globals: mobile,
  args: { rating: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img', { name: /Rated/ })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};
