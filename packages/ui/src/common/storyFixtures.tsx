import type { Decorator } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import {
  publicPicture,
  type MediaAsset,
  type PublicPicture,
  type SocialLink,
} from '@cabo/contract';
import { mediaFixtures } from '@cabo/data/media-samples';
import { GRID_CARD_SIZES } from '../components/Image/index.ts';
import { NavigationProvider } from '../components/Link/navigation.tsx';

// Sample content for the pattern stories (the site passes its own).

/** Receives client-side navigations from library links, so a story never leaves its page. */
export const navigate = fn().mockName('navigate');

export const withRouter: Decorator = (Story) => (
  <NavigationProvider navigate={(path) => navigate(path)}>
    <Story />
  </NavigationProvider>
);

/**
 * Ends a story that clicked with the simulated pointer. A real mouse click leaves no focus
 * ring on a native link or button; a simulated one may (Chrome decides from the focus before
 * it), so the screenshot would depend on the stories that ran first.
 */
export const releaseFocus = () => {
  (document.activeElement as HTMLElement | null)?.blur();
};

/**
 * A frame of a set height around the story: what a pattern lays over the page (a dialog, a
 * drawer, an open panel) is positioned against the viewport, and the frame puts it in the
 * screenshot. `maxWidth` sets the width a field or form has in its page.
 */
export const storyFrame =
  (size: ({ height: number } | { minHeight: number }) & { maxWidth?: number }): Decorator =>
  (Story) => (
    <div style={size}>
      <Story />
    </div>
  );

/**
 * A dialog's or sheet's story: the whole viewport (the layer centres in it), in a frame of
 * `height` that holds the layer for the screenshot.
 */
export const dialogStory = (height: number) => ({
  parameters: { layout: 'fullscreen' },
  decorators: [storyFrame({ height })],
});

const art = (label: string, bg: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120" viewBox="0 0 160 120"><rect width="160" height="120" fill="${bg}"/><circle cx="120" cy="40" r="18" fill="#F3D9C8"/><path d="M0 80 Q40 65 80 80 T160 80 V120 H0Z" fill="#1F6F78"/><title>${label}</title></svg>`,
  )}`;

// The site's own menu content (@cabo/data/navigation), so stories show what visitors see.
export { navSections as sections } from '@cabo/data/navigation';

export const social: SocialLink[] = [
  { network: 'TikTok', href: 'https://www.tiktok.com/@cabo' },
  { network: 'Instagram', href: 'https://www.instagram.com/cabo' },
  { network: 'YouTube', href: 'https://www.youtube.com/@cabo' },
  { network: 'WhatsApp', href: 'https://wa.me/526245550142' },
  { network: 'Facebook', href: 'https://www.facebook.com/cabo' },
  { network: 'Pinterest', href: 'https://www.pinterest.com/cabo' },
];

export const sampleImage = art;

/** A calendar's month in stories, its first day open the 5th: the same screenshot every day. */
export const calendarMonth = { minValue: '2030-03-05', defaultMonth: '2030-03-01' } as const;

export const mobile = { viewport: { value: 'iphone14' } };
export const desktop = { viewport: { value: 'desktop' } };

const described = (asset: MediaAsset, alt: string): PublicPicture => ({
  ...publicPicture(asset),
  alt,
});

/**
 * A listing's own pictures (docs/media.md): two described library samples, whose variant
 * files the stories serve (mocks/public/media); the first is the cover.
 */
export const listingPictures: PublicPicture[] = [
  described(mediaFixtures[2]!, 'Sun setting over the sea at Medano Beach'),
  described(mediaFixtures[1]!, 'El Arco at Land’s End, seen from the water'),
];

/**
 * Asserts that `picture` shows in `scope` as the browser needs it: a `<picture>` with the
 * AVIF and the WebP srcset (then the JPEG one on the `<img>`), all with `sizes`, loaded.
 */
export async function expectPictureShown(
  scope: HTMLElement,
  picture: { id: string },
  sizes: string,
): Promise<HTMLImageElement> {
  const img = [...scope.querySelectorAll<HTMLImageElement>('picture > img')].find((el) =>
    el.getAttribute('srcset')?.includes(`/media/${picture.id}/`),
  );
  await expect(img, `a <picture> of ${picture.id}`).toBeTruthy();
  const files = (format: string) =>
    [480, 960].map((w) => `/media/${picture.id}/${w}.${format} ${w}w`).join(', ');
  const sources = img!.parentElement!.querySelectorAll('source');
  await expect(sources).toHaveLength(2);
  await expect(sources[0]).toHaveAttribute('type', 'image/avif');
  await expect(sources[0]).toHaveAttribute('srcset', files('avif'));
  await expect(sources[1]).toHaveAttribute('type', 'image/webp');
  await expect(sources[1]).toHaveAttribute('srcset', files('webp'));
  for (const el of [...sources, img!]) await expect(el).toHaveAttribute('sizes', sizes);
  await expect(img).toHaveAttribute('srcset', files('jpg'));
  await waitFor(() => expect(img).toHaveAttribute('data-loaded', 'true'));
  return img!;
}

/**
 * The play of a listing card with pictures of its own (docs/media.md): the first one is its
 * cover, responsive at `sizes` (the lists' grid by default), and the only picture. The card's
 * heading names it, so the photo is not announced again.
 */
export const showsCardCover =
  (sizes = GRID_CARD_SIZES) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const img = await expectPictureShown(canvasElement, listingPictures[0]!, sizes);
    await expect(img).toHaveAttribute('alt', '');
    await expect(canvasElement.querySelectorAll('picture')).toHaveLength(1);
  };
