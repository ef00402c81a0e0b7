import {
  mediaContentTypes,
  type MediaAsset,
  type MediaFormat,
  type PublicPicture,
} from '@cabo/contract';
import type { ImageProps } from './Image.tsx';

/** What showing a picture needs: a staff screen's `MediaAsset` or a listing's `PublicPicture`. */
export type ShownPicture = Pick<
  MediaAsset | PublicPicture,
  'url' | 'variants' | 'width' | 'height' | 'placeholder' | 'focalX' | 'focalY'
> & { alt: string | null };

/** `url 480w, url 960w, …` of one format's variants. */
function srcSetOf(asset: ShownPicture, format: MediaFormat): string {
  return asset.variants
    .filter((v) => v.format === format)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');
}

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
  const jpegs = asset.variants.filter((v) => v.format === 'jpg');
  // The middle width as the plain src: what a browser without srcset support gets.
  const fallback = jpegs[Math.min(1, jpegs.length - 1)]?.url ?? asset.url;
  return {
    src: fallback,
    srcSet: srcSetOf(asset, 'jpg'),
    sizes,
    sources: (['avif', 'webp'] as const).map((format) => ({
      type: mediaContentTypes[format],
      srcSet: srcSetOf(asset, format),
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
  const avif = asset.variants.filter((v) => v.format === 'avif');
  return {
    href: avif[Math.min(1, avif.length - 1)]?.url ?? asset.url,
    srcSet: srcSetOf(asset, 'avif'),
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
