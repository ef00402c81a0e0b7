import { guideCards } from '@cabo/data';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectPictureShown, listingPictures, mobile } from '../../common/storyFixtures.tsx';
import { GRID_CARD_SIZES } from '../../components/Image/ListingCover.tsx';
import { GuideCards } from './GuideCards.tsx';

const meta = {
  title: 'Patterns/GuideCards',
  tags: ['autodocs'],
  component: GuideCards,
  args: { guides: guideCards, onDownload: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1100, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GuideCards>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const cards = within(canvas.getByRole('list', { name: 'Free guides' })).getAllByRole('article');
    await expect(cards).toHaveLength(6);
    // Each card carries its type badge.
    for (const badge of ['Food & Dining', 'Activities', 'Real Estate', 'Events', 'Travel']) {
      await expect(canvas.getAllByText(badge).length).toBeGreaterThan(0);
    }
    await userEvent.click(
      canvas.getByRole('button', { name: /^Download Free Guide.*Buying Property in Los Cabos$/ }),
    );
    await expect(args.onDownload).toHaveBeenCalledWith(
      expect.objectContaining({ guideType: 'Real Estate Guide', type: 'Real Estate' }),
    );
  },
};

export const KeyboardDownload: Story = {
  name: 'Downloaded with the keyboard',
  globals: mobile,
  // No screenshot: the list is taller than the viewport, and where the shot's visible part
  // ends depends on when the focus scroll settles. The Default story holds the picture.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: /^Download Free Guide.*Cabo Restaurant Guide 2025$/ }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDownload).toHaveBeenCalledWith(
      expect.objectContaining({ guideType: 'Restaurant Guide' }),
    );
  },
};

const withPictures = {
  guides: guideCards.slice(0, 3).map((guide, i) => ({ ...guide, picture: listingPictures[i % 2] })),
};

/** Covers from the media library (docs/media.md): the first is fetched first, the rest lazily. */
export const WithLibraryPictures: Story = {
  name: 'With library pictures',
  args: withPictures,
  play: async ({ canvasElement }) => {
    const [first, second] = [listingPictures[0]!, listingPictures[1]!];
    const img = await expectPictureShown(canvasElement, first, GRID_CARD_SIZES);
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    const lazy = await expectPictureShown(canvasElement, second, GRID_CARD_SIZES);
    await expect(lazy).toHaveAttribute('loading', 'lazy');
  },
};

export const WithLibraryPicturesOnPhone: Story = {
  name: 'With library pictures, on a phone',
  args: withPictures,
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expectPictureShown(canvasElement, listingPictures[0]!, GRID_CARD_SIZES);
  },
};
