import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  listingPictures,
  mobile,
  navigate,
  showsCardCover,
  withRouter,
} from '../../common/storyFixtures.tsx';
import { AdventureCard } from './AdventureCard.tsx';

const meta = {
  title: 'Patterns/AdventureCard',
  tags: ['autodocs'],
  component: AdventureCard,
  decorators: [withRouter, (Story) => <div style={{ width: 320 }}>{Story()}</div>],
  args: {
    href: '/adventures/sunset-sailing',
    adventure: {
      slug: 'sunset-sailing',
      title: 'Sunset Sailing Cabo',
      imageUrl: '/images/adventures/sunset-sailing.svg',
      currentPrice: '$104 USD',
      originalPrice: '$149 USD',
      discount: '-30%',
      duration: '2 hours',
      minAge: 4,
      rating: 4.8,
    },
  },
} satisfies Meta<typeof AdventureCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Discounted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Sunset Sailing Cabo' });
    await expect(link).toHaveAttribute('href', '/adventures/sunset-sailing');
    await expect(canvas.getByText('$104 USD')).toBeVisible();
    // The original price is struck through and read as "was $149 USD".
    const original = canvas.getByText('$149 USD');
    await expect(original.closest('s')).toHaveTextContent('was $149 USD');
    await expect(canvas.getByText('-30%')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeVisible();
    await expect(canvas.getByText('2 hours')).toBeVisible();
    await expect(canvas.getByText('Ages 4+')).toBeVisible();
    await userEvent.click(link);
    await expect(navigate).toHaveBeenLastCalledWith('/adventures/sunset-sailing');
  },
};

export const FullPriceWithoutRating: Story = {
  name: 'Full price, no rating',
  args: {
    adventure: {
      slug: 'taco-street-food',
      title: 'Taco & Street Food Tour',
      imageUrl: '/images/adventures/taco-street-food.svg',
      currentPrice: '$79 USD',
      duration: '3 hours',
      minAge: 5,
    },
    href: '/adventures/taco-street-food',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$79 USD')).toBeVisible();
    // No offer: no struck price and no badge.
    await expect(canvasElement.querySelector('s')).toBeNull();
    await expect(canvas.queryByText(/^-\d+%$/)).toBeNull();
    await expect(canvas.queryByRole('img', { name: /Rated/ })).toBeNull();
    await expect(canvas.getByText('Ages 5+')).toBeVisible();
  },
};

/** With pictures of its own (docs/media.md): the cover, responsive, instead of the art. */
export const WithPicture: Story = {
  args: { adventure: { ...meta.args.adventure, pictures: listingPictures } },
  play: showsCardCover(),
};

export const WithPictureOnPhone: Story = {
  name: 'With a picture, on a phone',
  args: { adventure: { ...meta.args.adventure, pictures: listingPictures } },
  globals: mobile,
  play: showsCardCover(),
};
