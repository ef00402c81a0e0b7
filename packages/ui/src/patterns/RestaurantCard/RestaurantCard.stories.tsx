import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  listingPictures,
  mobile,
  navigate,
  showsCardCover,
  sampleImage,
  withRouter,
} from '../../common/storyFixtures.tsx';
import { RestaurantCard } from './RestaurantCard.tsx';

const meta = {
  title: 'Patterns/RestaurantCard',
  tags: ['autodocs'],
  component: RestaurantCard,
  decorators: [
    withRouter,
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    href: '/restaurants/1',
    onRequestTable: fn(),
    openLabel: 'Open now · Closes at 10:00 PM',
    restaurant: {
      id: 1,
      name: 'El Farallón',
      cuisine: 'Seafood',
      priceRange: '$$$$',
      location: 'Cabo San Lucas',
      description:
        'Built into the cliffs just above the Pacific surf, El Farallón serves the day’s catch by weight from an iced market display, grilled simply with Baja herbs and citrus.',
      imageUrl: sampleImage('restaurant', '#F6EFE3'),
      rating: 4.8,
      reviewCount: 1842,
      bookingsToday: 34,
    },
  },
} satisfies Meta<typeof RestaurantCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PopularAndOpen: Story = {
  name: 'Popular and open',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Popular: 34 bookings today')).toBeVisible();
    await expect(canvas.getByText('Seafood')).toBeVisible();
    await expect(canvas.getByText('Price range $$$$')).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeVisible();
    await expect(canvas.getByText('(1,842 reviews)')).toBeVisible();
    await expect(canvas.getByText('Open now · Closes at 10:00 PM')).toBeVisible();
    const navigations = navigate.mock.calls.length;
    await userEvent.click(canvas.getByRole('button', { name: 'Request Table at El Farallón' }));
    await expect(args.onRequestTable).toHaveBeenCalledTimes(1);
    // The button sits above the card's link: pressing it does not open the page.
    await expect(navigate.mock.calls.length).toBe(navigations);
  },
};

export const CardOpensTheRestaurant: Story = {
  name: 'Opened',
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'El Farallón' });
    await expect(link).toHaveAttribute('href', '/restaurants/1');
    // Its ::after covers the card, so a click anywhere on the card lands on it.
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/restaurants/1');
    await expect(args.onRequestTable).not.toHaveBeenCalled();
  },
};

/** 20 bookings is not above 20: no badge (docs/adventures-and-restaurants.md). */
export const TwentyBookingsIsNotPopular: Story = {
  name: 'Not yet popular',
  args: {
    openLabel: 'Opens at 5:30 PM',
    restaurant: {
      ...meta.args.restaurant,
      bookingsToday: 20,
      cuisine: 'Japanese',
      name: 'Nick-San',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/bookings today/)).toBeNull();
    await expect(canvas.getByText('Opens at 5:30 PM')).toBeVisible();
    await expect(canvas.getByText('Opens at 5:30 PM')).not.toHaveAttribute('data-open');
  },
};

/** Before the browser knows the time (server render), no open state is claimed. */
export const OpenStateNotYetKnown: Story = {
  name: 'Opening hours unknown',
  args: { openLabel: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/Open now|Opens/)).toBeNull();
    await expect(canvas.getByRole('button', { name: /Request Table/ })).toBeVisible();
  },
};

export const Mobile: Story = {
  name: 'On a phone',
  globals: mobile,
  args: { restaurant: { ...meta.args.restaurant, cuisine: 'Contemporary Mexican' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Contemporary Mexican')).toBeVisible();
  },
};

/** With pictures of its own (docs/media.md): the cover, responsive, instead of the art. */
export const WithPicture: Story = {
  args: { restaurant: { ...meta.args.restaurant, pictures: listingPictures } },
  play: showsCardCover(),
};

export const WithPictureOnPhone: Story = {
  name: 'With a picture, on a phone',
  args: { restaurant: { ...meta.args.restaurant, pictures: listingPictures } },
  globals: mobile,
  play: showsCardCover(),
};
