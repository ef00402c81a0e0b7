import { mediaVariantPath, type PublicPicture } from '@cabo/contract';
import type { GalleryImage } from '@cabo/ui';

// A listing's own pictures on its page (docs/media.md, "On pages"): the first is the cover,
// shown as the hero; the rest go to the gallery.

/** A picture's widest JPEG: a gallery's plain `src`, a link preview's picture. */
export const pictureUrl = (picture: PublicPicture) =>
  mediaVariantPath(picture.id, picture.widths.at(-1)!, 'jpg');

/** A full-width cover: the page's hero. */
export const COVER_SIZES = '100vw';

/** The gallery's entries for pictures, their captions shown as the gallery shows captions. */
export function pictureGallery(pictures: readonly PublicPicture[]): GalleryImage[] {
  return pictures.map((picture) => ({
    src: pictureUrl(picture),
    alt: picture.alt,
    caption: picture.caption ?? undefined,
    width: picture.width,
    height: picture.height,
    picture,
  }));
}

/**
 * The picture a link preview shows (og:image, twitter:image): the cover's widest JPEG when
 * the record has pictures, since chat apps and social sites do not show SVG art.
 */
export function shareImageOf(record: {
  pictures?: readonly PublicPicture[];
  imageUrl: string;
}): string {
  const cover = record.pictures?.[0];
  return cover ? pictureUrl(cover) : record.imageUrl;
}
