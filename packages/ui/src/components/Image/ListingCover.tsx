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
  /**
   * A page's hero rather than a card's cover: the picture keeps its own alt text, the art
   * gets `alt`, and either is fetched first.
   */
  hero?: { alt: string; frameClassName?: string };
}

/**
 * A listing's cover: its first picture through the media pipeline, or its drawn art. On a
 * card the heading names the listing, so the cover is decorative (`alt=""`).
 */
export function ListingCover({
  pictures,
  imageUrl,
  width,
  height,
  eager,
  sizes = GRID_CARD_SIZES,
  className,
  hero,
}: ListingCoverProps) {
  const cover = pictures?.[0];
  if (cover) {
    const props = mediaImageProps(cover, sizes);
    return (
      <Image
        {...props}
        alt={hero ? props.alt : ''}
        width={width}
        height={height}
        priority={eager || Boolean(hero)}
        frameClassName={hero?.frameClassName}
      />
    );
  }
  return hero ? (
    <img
      src={imageUrl}
      alt={hero.alt}
      width={width}
      height={height}
      fetchPriority="high"
      className={className}
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
