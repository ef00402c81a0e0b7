import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../components/Button/Button.tsx';
import {
  desktop,
  expectPictureShown,
  listingPictures,
  mobile,
  sampleImage,
} from '../../common/storyFixtures.tsx';
import { Hero, HERO_IMAGE_SIZES } from './Hero.tsx';

const getGuide = fn().mockName('getGuide');

const meta = {
  title: 'Patterns/Hero',
  tags: ['autodocs'],
  component: Hero,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: '#1 Traveler Community Since 2015',
    title: 'Discover the Magic of Cabo',
    intro:
      'Luxury resorts, private villas, ocean adventures and the best tables in town, planned by locals who know Los Cabos.',
    actions: (
      <Button size="lg" onPress={getGuide}>
        Get Your Free Guide
      </Button>
    ),
    image: {
      src: sampleImage('Cabo beach', '#F3D9C8'),
      alt: 'The Arch at Land’s End',
      width: 960,
      height: 540,
    },
  },
} satisfies Meta<typeof Hero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Discover the Magic of Cabo' });
    await expect(within(region).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByText('#1 Traveler Community Since 2015')).toBeVisible();
    // The hero picture is the page's largest paint: fetched first, never lazily, its box reserved.
    const img = canvas.getByRole('img', { name: 'The Arch at Land’s End' });
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('width', '960');
    await expect(img).toHaveAttribute('height', '540');
    // Text and picture side by side on a wide screen.
    await expect(img.getBoundingClientRect().left).toBeGreaterThan(
      canvas.getByRole('heading', { level: 1 }).getBoundingClientRect().right,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Get Your Free Guide' }));
    await expect(getGuide).toHaveBeenCalledOnce();
  },
};

export const WithImageMobile: Story = {
  name: 'With an image, on a phone',
  globals: mobile,
  play: async ({ canvas }) => {
    // On a phone the picture follows the text.
    await expect(canvas.getByRole('img').getBoundingClientRect().top).toBeGreaterThan(
      canvas.getByRole('button', { name: 'Get Your Free Guide' }).getBoundingClientRect().bottom,
    );
  },
};

export const WithMedia: Story = {
  globals: desktop,
  args: {
    image: undefined,
    media: (
      <div
        role="img"
        aria-label="A looping video of the waves"
        style={{ aspectRatio: '16 / 9', background: '#D7ECEE' }}
      />
    ),
    children: <p style={{ margin: 0 }}>Trusted by 227,000+ travelers</p>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'A looping video of the waves' })).toBeVisible();
    await expect(canvas.getByText('Trusted by 227,000+ travelers')).toBeVisible();
  },
};

export const TextOnlyCentred: Story = {
  name: 'Text only, centred',
  globals: mobile,
  args: {
    tone: 'sea',
    eyebrow: undefined,
    actions: undefined,
    image: undefined,
    title: 'Cabo Travel Blog',
    intro: 'Hidden beaches, yacht days, wedding planning and the tables locals book.',
  },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1, name: 'Cabo Travel Blog' });
    await expect(getComputedStyle(title).textAlign).toBe('center');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

const libraryImage = {
  src: '/images/landing/family-beach-hero.svg',
  alt: 'A calm swimming beach with palm trees',
  width: 800,
  height: 600,
  picture: listingPictures[0],
};

/** The picture from the media library (docs/media.md): its sizes, still fetched first. */
export const WithLibraryPicture: Story = {
  globals: desktop,
  args: { image: libraryImage },
  play: async ({ canvas, canvasElement }) => {
    const img = await expectPictureShown(canvasElement, listingPictures[0]!, HERO_IMAGE_SIZES);
    await expect(img).toBe(canvas.getByRole('img', { name: libraryImage.alt }));
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('width', '800');
    await expect(img.getBoundingClientRect().left).toBeGreaterThan(
      canvas.getByRole('heading', { level: 1 }).getBoundingClientRect().right,
    );
  },
};

export const WithLibraryPictureMobile: Story = {
  name: 'With a library picture, on a phone',
  globals: mobile,
  args: { image: libraryImage },
  play: async ({ canvas, canvasElement }) => {
    const img = await expectPictureShown(canvasElement, listingPictures[0]!, HERO_IMAGE_SIZES);
    await expect(img.getBoundingClientRect().top).toBeGreaterThan(
      canvas.getByRole('button', { name: 'Get Your Free Guide' }).getBoundingClientRect().bottom,
    );
  },
};
