import { z } from 'zod';
import { ADMIN_MAX_PAGE_SIZE, adminPageSizeParam, adminSearchParam } from './admin-paging.ts';
import { isoDateTimeSchema, optionalText, pageNumberParam, requiredText } from './fields.ts';
import { mediaFormats } from './plain.ts';

// The media library (docs/media.md): staff upload pictures once, the server makes the
// responsive variants, and pages show them through `/media/{id}/{width}.{format}`.

/** The formats an upload may be, detected from the file's bytes (never from its name). */
export const mediaUploadTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export type MediaUploadType = (typeof mediaUploadTypes)[number];

/**
 * What a picture's original may be: an upload's type, or the drawn art the catalogue is seeded
 * with (SVG, never accepted as an upload: docs/media.md, "Seeded art").
 */
export const mediaSourceTypes = [...mediaUploadTypes, 'image/svg+xml'] as const;
export type MediaSourceType = (typeof mediaSourceTypes)[number];

/** What the file picker offers; the server checks the bytes anyway. */
export const MEDIA_ACCEPT = mediaUploadTypes.join(',');

/** The default upload limit (the server's MEDIA_MAX_UPLOAD_MB may change it). */
export const MEDIA_MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

/** The widths made of every picture, none wider than the original. */
export const MEDIA_WIDTHS = [480, 960, 1600, 2400] as const;

/** The widths made of a picture `width` wide: the standard ones up to it, or itself alone. */
export function mediaVariantWidths(width: number): number[] {
  const widths = MEDIA_WIDTHS.filter((w) => w <= width);
  return widths.length > 0 ? widths : [width];
}

/** processing: stored, variants being made; ready: variants served; failed: could not be read. */
export const mediaStatuses = ['processing', 'ready', 'failed'] as const;
export type MediaStatus = (typeof mediaStatuses)[number];

export const mediaMessages = {
  fileRequired: 'Choose a picture to upload (form field "file")',
  unsupportedType: 'Only JPEG, PNG, WebP and AVIF pictures can be uploaded',
  unreadable: 'This file could not be read as a picture',
  tooLarge: (maxBytes: number) =>
    `The file is larger than ${Math.floor(maxBytes / (1024 * 1024))} MB`,
  altRequired: 'Describe the picture for people who cannot see it',
  altMissing: 'Alt text missing',
  focal: 'The focal point must be between 0 and 1',
  notFound: 'No picture with that id',
} as const;

/** Checks a browser can make before sending (the server makes the same from the bytes). */
export function mediaFileProblem(
  file: { type: string; size: number },
  maxBytes: number = MEDIA_MAX_UPLOAD_BYTES,
): string | null {
  if (!(mediaUploadTypes as readonly string[]).includes(file.type))
    return mediaMessages.unsupportedType;
  if (file.size > maxBytes) return mediaMessages.tooLarge(maxBytes);
  return null;
}

/** Media ids are UUIDs: they name the picture in its public URLs. */
export const MEDIA_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const mediaVariantSchema = z.object({
  width: z.number().int().min(1),
  height: z.number().int().min(1),
  format: z.enum(mediaFormats),
  url: z.string(),
});
export type MediaVariant = z.infer<typeof mediaVariantSchema>;

const focal = z
  .number({ error: mediaMessages.focal })
  .min(0, mediaMessages.focal)
  .max(1, mediaMessages.focal);

/**
 * What staff fill in for a picture: alt text is required before a listing may use it, the
 * caption is optional, and the focal point (0..1 from the left and the top) keeps the
 * subject in view when a frame crops the picture.
 */
export const mediaDetailsSchema = z
  .object({
    alt: requiredText(mediaMessages.altRequired, 1, 300),
    caption: optionalText(500),
    focalX: focal,
    focalY: focal,
  })
  .strict();
export type MediaDetailsInput = z.input<typeof mediaDetailsSchema>;
export type MediaDetails = z.output<typeof mediaDetailsSchema>;

/** PATCH /api/admin/media/{id}: any of the details; alt, when sent, must not be empty. */
export const mediaUpdateSchema = mediaDetailsSchema.partial();
export type MediaUpdate = z.output<typeof mediaUpdateSchema>;

/** A picture of the library, as the admin API answers it. */
export const mediaAssetSchema = z.object({
  id: z.string(),
  filename: z.string(),
  contentType: z.enum(mediaSourceTypes),
  bytes: z.number().int().min(0),
  /** Upright size (after the camera's orientation is applied). */
  width: z.number().int().min(1),
  height: z.number().int().min(1),
  status: z.enum(mediaStatuses),
  /** The widest JPEG variant's URL (answers 404 until the status is ready). */
  url: z.string(),
  /** Every variant, once ready; empty before. */
  variants: z.array(mediaVariantSchema),
  /** A tiny blurred WebP as a data URI, shown while the picture loads; null until ready. */
  placeholder: z.string().nullable(),
  alt: z.string().nullable(),
  caption: z.string().nullable(),
  focalX: z.number(),
  focalY: z.number(),
  /** No alt text yet: a listing may not use the picture. */
  altMissing: z.boolean(),
  /** Ready and described: a listing may use it. */
  usable: z.boolean(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type MediaAsset = z.infer<typeof mediaAssetSchema>;

/**
 * A picture as visitors' pages get it (a listing's `pictures`, the site's own pictures): what
 * `Image` needs to show it, and nothing staff-only. Only usable pictures (ready, with alt
 * text) reach a page. Its variants are named by their widths alone: each width is stored in
 * every format (`mediaFormats`), and every URL follows from the id (`mediaVariantPath`,
 * `mediaSrcSet`), so a page's state carries each picture once, in a few fields.
 */
export const publicPictureSchema = z.object({
  id: z.string(),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
  /** The widths of its variants, narrowest first. */
  widths: z.array(z.number().int().min(1)),
  placeholder: z.string().nullable(),
  alt: z.string(),
  caption: z.string().nullable(),
  focalX: z.number(),
  focalY: z.number(),
});
export type PublicPicture = z.infer<typeof publicPictureSchema>;

/** A library picture as a visitor's page shows it (its variants' widths, no URLs). */
export function publicPicture(asset: MediaAsset): PublicPicture {
  const widths = [...new Set(asset.variants.map((v) => v.width))].sort((a, b) => a - b);
  const { id, width, height, placeholder, caption, focalX, focalY } = asset;
  return { id, width, height, widths, placeholder, alt: asset.alt ?? '', caption, focalX, focalY };
}

/**
 * GET /api/site-pictures/{set}: the site's own pictures a page shows (docs/media.md, "Site
 * pictures"), keyed by the path the data names them by (`/images/<folder>/<name>.svg`).
 * Only usable pictures are present; a page shows the drawn file for one that is not.
 */
export const sitePicturesSchema = z.record(z.string(), publicPictureSchema);
export type SitePictures = z.infer<typeof sitePicturesSchema>;

/** A listing's content names its pictures by media id, in gallery order (the first is the cover). */
export const mediaIdSchema = z
  .string({ error: 'Choose a picture from the media library' })
  .regex(MEDIA_ID_PATTERN, 'Choose a picture from the media library');

/** GET /api/admin/media query: newest first, search in alt text and file name. */
export const mediaListQuerySchema = z.object({
  page: pageNumberParam,
  pageSize: adminPageSizeParam,
  search: adminSearchParam,
});
export type MediaListQuery = z.input<typeof mediaListQuerySchema>;

export const mediaPageSchema = z.object({
  items: z.array(mediaAssetSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1).max(ADMIN_MAX_PAGE_SIZE),
});
export type MediaPage = z.infer<typeof mediaPageSchema>;
