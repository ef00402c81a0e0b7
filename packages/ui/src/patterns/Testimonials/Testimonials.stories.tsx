import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  desktop,
  expectPictureShown,
  listingPictures,
  mobile,
  sampleImage,
} from '../../common/storyFixtures.tsx';
import { expectBelow, expectOneRow } from '../../common/storyPlay.ts';
import { Testimonials } from './Testimonials.tsx';

const meta = {
  title: 'Patterns/Testimonials',
  tags: ['autodocs'],
  component: Testimonials,
  args: {
    items: [
      {
        quote: 'Three generations, one villa and zero stress.',
        name: 'The Morales family',
        detail: 'Family trip, 11 guests',
        avatar: sampleImage('Avatar', '#D7ECEE'),
      },
      {
        quote: 'The turtle release was the highlight of our children’s year.',
        name: 'Karen D.',
        detail: 'Family trip, 6 guests',
      },
    ],
  },
} satisfies Meta<typeof Testimonials>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SideBySide: Story = {
  name: 'Side by side',
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('“Three generations, one villa and zero stress.”')).toBeVisible();
    await expect(canvas.getByText('The Morales family')).toBeVisible();
    await expect(canvas.getByText('Family trip, 6 guests')).toBeVisible();
    const [a, b] = canvas.getAllByRole('listitem');
    await expectOneRow([a!, b!]);
  },
};

export const StackedOnAPhone: Story = {
  name: 'On a phone',
  globals: mobile,
  play: async ({ canvas }) => {
    const [a, b] = canvas.getAllByRole('listitem');
    await expectBelow(b, a);
  },
};

const withLibraryAvatars = {
  items: [
    {
      quote: 'A yacht day, a private chef and a table at the best club in town.',
      name: 'Alexis P.',
      detail: 'Bachelorette, 10 guests',
      avatar: '/images/avatars/alexis-p.svg',
      avatarPicture: listingPictures[0],
    },
    {
      quote: 'They handled transport, reservations and a fishing charter for twelve guys.',
      name: 'Marcus J.',
      detail: 'Bachelor party, 12 guests',
      avatar: '/images/avatars/marcus-j.svg',
      avatarPicture: listingPictures[1],
    },
  ],
};

/** Avatars from the media library (docs/media.md): a small round frame, decorative. */
export const WithLibraryAvatars: Story = {
  name: 'With library portraits',
  globals: desktop,
  args: withLibraryAvatars,
  play: async ({ canvas, canvasElement }) => {
    for (const picture of listingPictures.slice(0, 2)) {
      const img = await expectPictureShown(canvasElement, picture, '3rem');
      await expect(img).toHaveAttribute('alt', '');
      await expect(img).toHaveAttribute('loading', 'lazy');
      await expect(Math.round(img.getBoundingClientRect().width)).toBe(48);
    }
    await expect(canvas.getByText('Alexis P.')).toBeVisible();
  },
};

export const WithLibraryAvatarsOnAPhone: Story = {
  name: 'With library portraits, on a phone',
  globals: mobile,
  args: withLibraryAvatars,
  play: async ({ canvasElement }) => {
    const img = await expectPictureShown(canvasElement, listingPictures[0]!, '3rem');
    await expect(Math.round(img.getBoundingClientRect().height)).toBe(48);
  },
};
