import { Image } from './Image.tsx';
import { mediaImageProps, type ShownPicture } from './media.ts';

/** How wide a grid card is: three, two or one to a row. */
export const GRID_CARD_SIZES = '(min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 100vw';

export interface ListingCoverProps {
  /** The listing's own pictures (docs/media.md); the first is the cover. */
  pictures?: readonly ShownPicture[];
  /** The drawn art shown while the listing has no picture of its own. */
  imageUrl: string;
  width: number;
  height: number;
  /** Above the fold: loaded at once, with high priority. */
  eager?: boolean;
  sizes?: string;
  /** The drawn art's class (the picture's frame is the Image's own). */
  className?: string;
}

/**
 * A card's cover: the listing's first picture through the media pipeline, or its drawn
 * art. The card's heading names the listing, so the cover is decorative (`alt=""`).
 */
export function ListingCover({
  pictures,
  imageUrl,
  width,
  height,
  eager,
  sizes = GRID_CARD_SIZES,
  className,
}: ListingCoverProps) {
  const cover = pictures?.[0];
  return cover ? (
    <Image
      {...mediaImageProps(cover, sizes)}
      alt=""
      width={width}
      height={height}
      priority={eager}
    />
  ) : (
    <img
      src={imageUrl}
      alt=""
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      className={className}
    />
  );
}
