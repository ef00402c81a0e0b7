import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mediaVariantPath } from '@cabo/contract';
import {
  expectPictureShown,
  listingPictures,
  mobile,
  sampleImage,
  storyFrame,
} from '../../common/storyFixtures.tsx';
import { ImageGallery } from './ImageGallery.tsx';

const colours = [
  '#D7ECEE',
  '#F6EFE3',
  '#F3D9C8',
  '#E8DCC4',
  '#D7ECEE',
  '#F6EFE3',
  '#F3D9C8',
  '#E8DCC4',
];
const captions = [
  'Sunset over the Arch',
  'A villa pool above the Pacific',
  'Beach dinner at Chileno',
  'Snorkelling in Santa María bay',
  'Golf at Diamante',
  'A wedding on the sand',
  'The marina at night',
  'Whales off Land’s End',
];

const meta = {
  title: 'Patterns/ImageGallery',
  tags: ['autodocs'],
  component: ImageGallery,
  decorators: [storyFrame({ minHeight: 700 })],
  args: {
    title: 'Moments from Cabo',
    subtitle: 'A few of our favourite days with guests.',
    images: captions.map((caption, i) => ({
      src: sampleImage(caption, colours[i] ?? '#D7ECEE'),
      alt: caption,
      caption,
      width: 160,
      height: 120,
    })),
  },
} satisfies Meta<typeof ImageGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

const columns = (el: HTMLElement) => getComputedStyle(el).gridTemplateColumns.split(' ').length;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Moments from Cabo' })).toBeVisible();
    await expect(canvas.getByText('A few of our favourite days with guests.')).toBeVisible();
    await expect(columns(canvas.getByRole('list'))).toBe(4);
  },
};

export const Mobile: Story = {
  name: 'On a phone',
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(columns(within(canvasElement).getByRole('list'))).toBe(2);
  },
};

export const CaptionOnHover: Story = {
  name: 'Caption on hover',
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByRole('button', {
      name: 'View larger: Beach dinner at Chileno',
    });
    const caption = tile.querySelector('span') as HTMLElement;
    await expect(getComputedStyle(caption).opacity).toBe('0');
    await userEvent.hover(tile);
    await waitFor(() => expect(getComputedStyle(caption).opacity).toBe('1'));
  },
};

export const OpensLargerInADialog: Story = {
  name: 'Picture opened large',
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: 'View larger: Snorkelling in Santa María bay',
      }),
    );
    const dialog = within(document.body).getByRole('dialog', {
      name: 'Snorkelling in Santa María bay',
    });
    const image = within(dialog).getByRole('img', { name: 'Snorkelling in Santa María bay' });
    await waitFor(() => expect(image).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

const pictureImages = listingPictures.map((picture) => ({
  src: mediaVariantPath(picture.id, 960, 'jpg'),
  alt: picture.alt,
  caption: picture.caption ?? undefined,
  width: picture.width,
  height: picture.height,
  picture,
}));
const TILE_SIZES = '(min-width: 64rem) 25vw, (min-width: 48rem) 33vw, 50vw';

/** A listing's own pictures (docs/media.md): responsive tiles, and responsive in the dialog. */
export const WithPictures: Story = {
  args: { images: pictureImages, title: 'Photos', subtitle: undefined },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    for (const picture of listingPictures) {
      await expectPictureShown(canvasElement, picture, TILE_SIZES);
    }
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'View larger: Medano Beach at dusk' }),
    );
    const dialog = await within(document.body).findByRole('dialog');
    const large = await expectPictureShown(
      dialog,
      listingPictures[0]!,
      '(min-width: 48rem) 48rem, 100vw',
    );
    await expect(large).toHaveAttribute('alt', listingPictures[0]!.alt);
  },
};

export const WithPicturesOnPhone: Story = {
  name: 'With pictures, on a phone',
  args: { images: pictureImages, title: 'Photos', subtitle: undefined },
  globals: mobile,
  play: async ({ canvasElement }) => {
    for (const picture of listingPictures) {
      await expectPictureShown(canvasElement, picture, TILE_SIZES);
    }
  },
};
