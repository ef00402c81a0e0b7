import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { publicPicture } from '@cabo/contract';
import { mediaFixtures } from '@cabo/data/media-samples';
import { Image } from './Image.tsx';
import { mediaImageProps } from './media.ts';

// A generated local picture: a sunset over the sea, 3:2.
const sunset = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400"><rect width="600" height="260" fill="#F3D9C8"/><circle cx="300" cy="250" r="70" fill="#B2502A"/><rect y="250" width="600" height="150" fill="#1F6F78"/><path d="M0 300h600M60 330h480M140 360h320" stroke="#D7ECEE" stroke-width="4"/></svg>`;
const sunsetUrl = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(sunset)}`;

const meta = {
  title: 'Components/Image',
  tags: ['autodocs'],
  component: Image,
  args: { src: sunsetUrl, alt: 'Sunset over the Sea of Cortez', width: 600, height: 400 },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
  parameters: {
    msw: {
      handlers: {
        images: [
          http.get('/story-assets/slow.jpg', async () => {
            await delay('infinite');
            return new HttpResponse(null);
          }),
          http.get('/story-assets/missing.jpg', () => new HttpResponse(null, { status: 404 })),
        ],
      },
    },
  },
} satisfies Meta<typeof Image>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Sunset over the Sea of Cortez' });
    await waitFor(() => expect(img).toHaveAttribute('data-loaded', 'true'));
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('width', '600');
    // The frame keeps the 3:2 ratio at any width.
    const frame = img.parentElement as HTMLElement;
    await expect(frame.getBoundingClientRect().height).toBe(240);
  },
};

export const LoadingPlaceholder: Story = {
  name: 'Loading (placeholder)',
  args: { src: '/story-assets/slow.jpg', alt: 'Cabo San Lucas arch' },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Cabo San Lucas arch' });
    const frame = img.parentElement as HTMLElement;
    await expect(frame).toHaveAttribute('data-status', 'loading');
    await expect(img).toHaveAttribute('data-loaded', 'false');
    await expect(frame.getBoundingClientRect().height).toBe(240);
  },
};

export const Failed: Story = {
  name: 'Failed to load',
  args: { src: '/story-assets/missing.jpg', alt: 'Medano Beach' },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Medano Beach' });
    await waitFor(() => expect(img.parentElement).toHaveAttribute('data-status', 'error'));
  },
};

export const PriorityAboveTheFold: Story = {
  name: 'Above the fold (loads first)',
  args: { priority: true, width: 1600, height: 900, radius: 'lg' },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img');
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    const frame = img.parentElement as HTMLElement;
    await expect(frame.getBoundingClientRect().height).toBeCloseTo(202.5, 0);
  },
};

// A media library picture (files under mocks/public/media): described, focal point set.
const described = mediaFixtures.find((m) => m.alt)!;
const arch = mediaFixtures.find((m) => m.filename === 'el-arco.jpg')!;

/** A media library picture: AVIF and WebP sources, JPEG fallback; Chromium takes the AVIF. */
export const ResponsivePicture: Story = {
  args: mediaImageProps(publicPicture(described), '360px'),
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole<HTMLImageElement>('img', {
      name: 'Sun setting over the sea at Medano Beach',
    });
    const sources = [...canvasElement.querySelectorAll('picture > source')];
    await expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    await expect(sources[0]).toHaveAttribute(
      'srcset',
      `/media/${described.id}/480.avif 480w, /media/${described.id}/960.avif 960w`,
    );
    await expect(img).toHaveAttribute('sizes', '360px');
    await expect(img).toHaveAttribute('srcset', expect.stringContaining('480.jpg 480w'));
    await expect(img).toHaveAttribute('decoding', 'async');
    await expect(img).toHaveAttribute('loading', 'lazy');
    await waitFor(() => expect(img).toHaveAttribute('data-loaded', 'true'));
    await expect(img.currentSrc).toMatch(/\.avif$/);
    // Once loaded, no placeholder is left behind the picture.
    await expect(canvasElement.querySelector('[data-testid="image-placeholder"]')).toBeNull();
  },
};

/** Until the picture arrives, its own colours show blurred in the frame. */
export const BlurredPlaceholder: Story = {
  args: {
    ...mediaImageProps(publicPicture(arch), '360px'),
    alt: 'The arch at Land’s End',
    src: '/story-assets/slow.jpg',
    srcSet: undefined,
    sources: [{ type: 'image/webp', srcSet: '/story-assets/slow.jpg 480w' }],
  },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'The arch at Land’s End' });
    await expect(img).toHaveAttribute('data-loaded', 'false');
    const blur = canvasElement.querySelector<HTMLElement>('[data-testid="image-placeholder"]');
    await expect(blur?.style.backgroundImage).toContain('data:image/webp;base64,');
    await expect(getComputedStyle(blur!).filter).toBe('blur(12px)');
  },
};

/** The focal point keeps the arch in view when the frame crops the picture to a square. */
export const FocalPoint: Story = {
  args: {
    ...mediaImageProps(publicPicture(arch), '360px'),
    alt: 'The arch at Land’s End',
    width: 400,
    height: 400,
  },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'The arch at Land’s End' });
    await expect(img.style.objectPosition).toBe('70% 40%');
    await waitFor(() => expect(img).toHaveAttribute('data-loaded', 'true'));
  },
};
