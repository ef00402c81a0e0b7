import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectPictureShown, listingPictures, mobile } from '../../common/storyFixtures.tsx';
import { AdventureHero } from './AdventureHero.tsx';

const meta = {
  title: 'Patterns/AdventureHero',
  tags: ['autodocs'],
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
  name: 'On a phone, no rating',
  globals: mobile,
  args: { rating: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img', { name: /Rated/ })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};

/** With the adventure's own cover (docs/media.md): the page's hero, fetched first. */
export const WithPicture: Story = {
  args: { picture: listingPictures[0] },
  play: async ({ canvasElement }) => {
    const img = await expectPictureShown(canvasElement, listingPictures[0]!, '100vw');
    await expect(img).toHaveAttribute('alt', listingPictures[0]!.alt);
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Luxury Cabo Sailing' }),
    ).toBeVisible();
  },
};

export const WithPictureOnPhone: Story = {
  name: 'With a picture, on a phone',
  args: { picture: listingPictures[0] },
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expectPictureShown(canvasElement, listingPictures[0]!, '100vw');
  },
};
