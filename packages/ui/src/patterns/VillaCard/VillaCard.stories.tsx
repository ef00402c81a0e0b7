import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleImage, withRouter } from '../../common/storyFixtures.tsx';
import { VillaCard } from './VillaCard.tsx';

const meta = {
  title: 'Patterns/VillaCard',
  component: VillaCard,
  decorators: [withRouter],
  args: {
    href: '/villas/villa-bellissima',
    name: 'Villa Bellissima',
    location: 'Pedregal, Cabo San Lucas',
    imageUrl: sampleImage('villa', '#F6EFE3'),
    bedrooms: 6,
    bathrooms: 7,
    maxGuests: 14,
    pricePerNight: '3850',
  },
} satisfies Meta<typeof VillaCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Villa Bellissima' })).toHaveAttribute(
      'href',
      '/villas/villa-bellissima',
    );
    await expect(canvas.getByText('From $3,850 / night')).toBeVisible();
    await expect(canvas.getByText('6 bedrooms · 7 baths · up to 14 guests')).toBeVisible();
    // Villa cards are 300 px wide (docs/stays.md).
    await expect(canvas.getByRole('article').getBoundingClientRect().width).toBe(300);
  },
};
