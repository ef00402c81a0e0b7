import {
  mediaContentTypes,
  mediaSrcSet,
  mediaVariantPath,
  type MediaFormat,
  type PublicPicture,
} from '@cabo/contract';
import type { ImageProps } from './Image.tsx';

/**
 * What showing a picture needs: a visitor's `PublicPicture` (a staff screen's `MediaAsset`
 * through the contract's `publicPicture`). Its URLs are derived from the id and the widths.
 */
export type ShownPicture = Pick<
  PublicPicture,
  'id' | 'widths' | 'width' | 'height' | 'placeholder' | 'focalX' | 'focalY'
> & { alt: string | null };

/** The second width of one format (the only one of one): a `src` or preload's `href`. */
const middleOf = ({ id, widths }: ShownPicture, format: MediaFormat) =>
  mediaVariantPath(id, widths[1] ?? widths[0]!, format);

/**
 * The `Image` props of a media library picture: AVIF and WebP sources, the JPEG variants
 * as the `<img>`'s srcset, its alt text, the blurred placeholder and the focal point.
 * `sizes` says how wide the picture is shown (e.g. `(min-width: 768px) 50vw, 100vw`).
 */
export function mediaImageProps(
  asset: ShownPicture,
  sizes: string,
): Pick<
  ImageProps,
  'src' | 'srcSet' | 'sizes' | 'sources' | 'alt' | 'width' | 'height' | 'placeholder' | 'focalPoint'
> {
  return {
    // The middle width as the plain src: what a browser without srcset support gets.
    src: middleOf(asset, 'jpg'),
    srcSet: mediaSrcSet(asset, 'jpg'),
    sizes,
    sources: (['avif', 'webp'] as const).map((format) => ({
      type: mediaContentTypes[format],
      srcSet: mediaSrcSet(asset, format),
    })),
    alt: asset.alt ?? '',
    width: asset.width,
    height: asset.height,
    placeholder: asset.placeholder,
    focalPoint: { x: asset.focalX, y: asset.focalY },
  };
}

/**
 * The preload of a picture shown with `mediaImageProps(asset, sizes)` and `priority` (a
 * page's hero, docs/media.md): its AVIF srcset with the same `sizes`, typed, so a browser
 * preloads exactly the file its `<picture>` will take, and one without AVIF preloads
 * nothing rather than a JPEG it would not use.
 */
export function mediaPreload(
  asset: ShownPicture,
  sizes: string,
): { href: string; srcSet: string; sizes: string; type: string } {
  return {
    href: middleOf(asset, 'avif'),
    srcSet: mediaSrcSet(asset, 'avif'),
    sizes,
    type: mediaContentTypes.avif,
  };
}

/**
 * The `Image` props of a picture the data names by its file (the site's own pictures,
 * docs/media.md, "Site pictures"): through the pipeline when the library has it, else the
 * file itself. Alt text and the frame's size stay the caller's.
 */
export function fileOrPictureProps(
  src: string,
  picture: ShownPicture | undefined,
  sizes: string,
): Pick<ImageProps, 'src' | 'srcSet' | 'sizes' | 'sources' | 'placeholder' | 'focalPoint'> {
  if (!picture) return { src };
  const {
    src: fallback,
    srcSet,
    sources,
    placeholder,
    focalPoint,
  } = mediaImageProps(picture, sizes);
  return { src: fallback, srcSet, sizes, sources, placeholder, focalPoint };
}
