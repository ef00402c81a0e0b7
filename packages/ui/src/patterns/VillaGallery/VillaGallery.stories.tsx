import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mediaVariantPath } from '@cabo/contract';
import {
  expectPictureShown,
  listingPictures,
  mobile,
  sampleImage,
  storyFrame,
} from '../../common/storyFixtures.tsx';
import { VillaGallery } from './VillaGallery.tsx';

const images = [
  { src: sampleImage('pool', '#F6EFE3'), alt: 'Infinity pool above the Pacific' },
  { src: sampleImage('terrace', '#E8F1F2'), alt: 'Rooftop terrace at sunset' },
  { src: sampleImage('kitchen', '#F3D9C8'), alt: "Chef's kitchen" },
  { src: sampleImage('bedroom', '#DDE8D8'), alt: 'Main bedroom with ocean view' },
];

const meta = {
  title: 'Patterns/VillaGallery',
  tags: ['autodocs'],
  component: VillaGallery,
  decorators: [
    storyFrame({ minHeight: 700 }),
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
  args: { images, name: 'Villa Bellissima' },
} satisfies Meta<typeof VillaGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);
const stageImage = (canvas: ReturnType<typeof within>, alt: string) =>
  canvas.getByRole('img', { name: alt });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(stageImage(canvas, images[0]!.alt)).toBeVisible();
    await expect(canvas.getByText('1 / 4')).toBeVisible();
    const thumbs = within(canvas.getByRole('list', { name: 'Thumbnails' })).getAllByRole('button');
    await expect(thumbs).toHaveLength(4);
    await expect(thumbs[0]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await expect(canvas.getByText('2 / 4')).toBeVisible();
    await expect(stageImage(canvas, images[1]!.alt)).toBeVisible();
    await userEvent.click(thumbs[3]!);
    await expect(canvas.getByText('4 / 4')).toBeVisible();
    await expect(thumbs[3]).toHaveAttribute('aria-current', 'true');
  },
};

/** Past either end the index wraps around. */
export const WrapsAround: Story = {
  name: 'Last picture, then the first',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous image' }));
    await expect(canvas.getByText('4 / 4')).toBeVisible();
    await expect(stageImage(canvas, images[3]!.alt)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await expect(canvas.getByText('1 / 4')).toBeVisible();
  },
};

/** The lightbox opens from the image, moves with the arrow keys and closes on Escape. */
export const Lightbox: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Open photo 1 \/ 4 larger/ }));
    const dialog = await screen().findByRole('dialog', { name: 'Villa Bellissima: photo 1 / 4' });
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: images[0]!.alt })).toBeVisible(),
    );
    await userEvent.keyboard('{ArrowLeft}');
    await expect(
      await screen().findByRole('dialog', { name: 'Villa Bellissima: photo 4 / 4' }),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next image' }));
    await expect(
      await screen().findByRole('dialog', { name: 'Villa Bellissima: photo 1 / 4' }),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
  },
};

/** Keyboard only: Tab reaches the thumbnails, Enter shows one. */
export const Keyboard: Story = {
  name: 'Used with the keyboard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Open photo 1 \/ 4 larger/ })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Show photo 2/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('2 / 4')).toBeVisible();
  },
};

/** An image that has not arrived shows its placeholder. */
export const LoadingPlaceholder: Story = {
  name: 'Loading',
  args: {
    images: [{ src: '/slow-images/villa-pool.svg', alt: 'Pool (still loading)' }, images[1]!],
  },
  parameters: {
    msw: {
      handlers: {
        slowImage: http.get('/slow-images/*', async () => {
          await delay('infinite');
          return new HttpResponse(null, { status: 204 });
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = stageImage(canvas, 'Pool (still loading)').parentElement!;
    await expect(frame).not.toHaveAttribute('data-loaded');
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: /Show photo 2/ }).querySelector('[data-loaded]'),
      ).not.toBeNull(),
    );
  },
};

export const SingleImage: Story = {
  name: 'One picture',
  args: { images: [images[0]!] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Next image' })).toBeNull();
    await expect(canvas.queryByRole('list', { name: 'Thumbnails' })).toBeNull();
    await expect(canvas.getByText('1 / 1')).toBeVisible();
  },
};

export const Mobile: Story = {
  name: 'On a phone',
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 / 4')).toBeVisible();
  },
};

const pictureImages = listingPictures.map((picture) => ({
  src: mediaVariantPath(picture.id, 960, 'jpg'),
  alt: picture.alt,
  picture,
}));
const STAGE_SIZES = '(min-width: 80rem) 78rem, calc(100vw - 2rem)';

/** A villa's own pictures (docs/media.md): the cover on the stage, fetched first; thumbnails. */
export const WithPictures: Story = {
  args: { images: pictureImages },
  play: async ({ canvasElement }) => {
    const stage = await expectPictureShown(canvasElement, listingPictures[0]!, STAGE_SIZES);
    await expect(stage).toHaveAttribute('alt', listingPictures[0]!.alt);
    await expect(stage).toHaveAttribute('fetchpriority', 'high');
    const thumbnails = within(canvasElement).getByRole('list', { name: 'Thumbnails' });
    for (const picture of listingPictures) await expectPictureShown(thumbnails, picture, '6rem');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next image' }));
    await expectPictureShown(
      canvasElement.querySelector('[aria-roledescription="carousel"] > div')!,
      listingPictures[1]!,
      STAGE_SIZES,
    );
  },
};

export const WithPicturesOnPhone: Story = {
  name: 'With pictures, on a phone',
  args: { images: pictureImages },
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expectPictureShown(canvasElement, listingPictures[0]!, STAGE_SIZES);
  },
};
