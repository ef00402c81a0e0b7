import { listings } from '@cabo/data';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mobile } from '../../common/storyFixtures.tsx';
import { ListingCards } from './ListingCards.tsx';

const meta = {
  title: 'Patterns/ListingCards',
  tags: ['autodocs'],
  component: ListingCards,
  args: { listings },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1100, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ListingCards>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The real estate page's listings for sale share the card look. */
export const Listings: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = within(canvas.getByRole('list', { name: 'Featured listings' })).getAllByRole(
      'article',
    );
    await expect(cards).toHaveLength(3);
    const first = within(cards[0]!);
    await expect(
      first.getByRole('heading', { name: 'Oceanfront Villa in Pedregal' }),
    ).toBeVisible();
    // The price is the record's whole dollars, formatted by the card.
    await expect(first.getByText('$4,950,000')).toBeVisible();
    await expect(first.getByText('Pedregal, Cabo San Lucas')).toBeVisible();
    await expect(first.getByText(/cliffside villa above the Pacific/)).toBeVisible();
    await expect(first.getByText('7,200')).toBeVisible();
    await expect(first.getByText('Infinity pool')).toBeVisible();
  },
};

export const ListingsMobile: Story = {
  name: 'Listings on a phone',
  ...Listings,
  globals: mobile,
};
