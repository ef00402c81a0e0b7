import {
  MEDIA_WIDTHS,
  mediaContentTypes,
  mediaFormats,
  mediaVariantWidths,
  type MediaFormat,
  type MediaUploadType,
} from '@cabo/contract';
import sharp, { type Sharp } from 'sharp';

// One libvips thread per picture and no operation cache: with MEDIA_CONCURRENCY pictures at
// once (1 by default), image work takes at most that many cores, and the requests keep the
// rest (docs/media.md).
sharp.concurrency(1);
sharp.cache(false);

/** Pictures larger than this many pixels are refused (a small file can unpack to gigabytes). */
export const MAX_INPUT_PIXELS = 100_000_000;

/** The upright size and format of a picture, or null when sharp cannot read it as one. */
export async function probeImage(
  bytes: Buffer,
): Promise<{ width: number; height: number; format: string } | null> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const size = meta.autoOrient ?? meta;
    if (!size.width || !size.height || !meta.format) return null;
    return { width: size.width, height: size.height, format: meta.format };
  } catch {
    return null;
  }
}

/** The formats sharp names for each upload type (sharp calls AVIF "heif"). */
export const sharpFormats: Record<MediaUploadType, string[]> = {
  'image/jpeg': ['jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/avif': ['heif', 'avif'],
};

export interface ProcessedVariant {
  width: number;
  height: number;
  format: MediaFormat;
  contentType: string;
  bytes: Buffer;
}

export interface ProcessedImage {
  width: number;
  height: number;
  variants: ProcessedVariant[];
  /** A 16-pixel-wide WebP as a data URI. */
  placeholder: string;
}

export function encode(image: Sharp, format: MediaFormat): Sharp {
  // Efforts kept low: on two cores a 2400-px AVIF at the default effort takes many seconds.
  if (format === 'avif') return image.avif({ quality: 50, effort: 2 });
  if (format === 'webp') return image.webp({ quality: 75, effort: 4 });
  // JPEG has no transparency: a transparent PNG gets white, not black, behind it.
  return image
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 78, progressive: true, mozjpeg: true });
}

/**
 * The variants of a picture: turned upright, every width in AVIF, WebP and JPEG, and a
 * placeholder. No metadata is written (sharp drops EXIF, GPS and XMP unless told to keep
 * them); the colour profile becomes sRGB.
 */
export async function processImage(original: Buffer): Promise<ProcessedImage> {
  // Decoded, turned upright and brought down to the widest variant once; each variant
  // resizes from this copy (at most 2400 px wide, so its memory stays bounded).
  const { data, info } = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
    .autoOrient()
    .resize({ width: MEDIA_WIDTHS.at(-1), withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const upright = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const variants: ProcessedVariant[] = [];
  for (const width of mediaVariantWidths(info.width)) {
    for (const format of mediaFormats) {
      const out = await encode(
        upright().resize({ width, withoutEnlargement: true }),
        format,
      ).toBuffer({ resolveWithObject: true });
      variants.push({
        width: out.info.width,
        height: out.info.height,
        format,
        contentType: mediaContentTypes[format],
        bytes: out.data,
      });
    }
  }
  const tiny = await upright().resize({ width: 16 }).webp({ quality: 40 }).toBuffer();
  return {
    width: info.width,
    height: info.height,
    variants,
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
  };
}
