// Constants and helpers without zod: a page that imports only these does not load the schema
// library (zod's start-up probe runs `new Function`, which the site's CSP refuses, and it is
// most of a page's script weight). Keep zod out of this file.

/** Points per level: the spec's "level step 100 points"; level 1 starts at 0 points. */
export const POINTS_PER_LEVEL = 100;
export const levelForPoints = (points: number): number => Math.floor(points / POINTS_PER_LEVEL) + 1;

/** The amount of a catalogue price such as '$104 USD' or '$1,450 USD' (104, 1450). */
export const priceAmount = (price: string): number => Number(price.replace(/[^\d.]/g, '')) || 0;

/** Blog categories (docs/catalogue.md, "Blog"): the blog index's chips read them. */
export const blogCategories = ['Local Guides', 'Luxury Travel', 'Weddings'] as const;
/** The blog index's chip value for every post (left out of the URL). */
export const ALL_POSTS = 'all';

/** Adventure categories (docs/adventures-and-restaurants.md), in the filter's order. */
export const adventureCategories = ['water', 'land', 'luxury', 'family'] as const;
export type AdventureCategory = (typeof adventureCategories)[number];

/**
 * The adventures list's fixed activity paths (/adventures/atv, ...): each lists the tours of
 * that activity, recognised by their stored title (docs/adventures-and-restaurants.md), not
 * the broader category (Land Activities holds camel rides and ziplines too).
 */
export const adventureActivities = {
  atv: { label: 'ATV Tours', matches: (title: string) => /\batvs?\b/i.test(title) },
  'private-yachts': {
    label: 'Private Yachts',
    matches: (title: string) =>
      /\bprivate\b/i.test(title) && /\b(yachts?|catamaran)\b/i.test(title),
  },
  'whale-watching': {
    label: 'Whale Watching',
    matches: (title: string) => /\bwhales?\b/i.test(title),
  },
} as const;
export type AdventureActivity = keyof typeof adventureActivities;
export const isAdventureActivity = (value: string): value is AdventureActivity =>
  Object.hasOwn(adventureActivities, value);

/**
 * A cookie the page's script can read, set at sign-in and cleared at logout: it only says
 * "ask GET /api/user", so anonymous visitors never send a request that is sure to be a 401.
 * It grants nothing; the session cookie (HttpOnly) stays the proof.
 */
export const SIGNED_IN_HINT_COOKIE = 'cabo_signed_in';

/** The query parameters of a campaign link that travel with a lead (read on every landing). */
export const utmParameters = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'utm_id',
] as const;

/**
 * The honeypot's field name: people never see it, form-filling scripts fill it in. Here, not
 * with the submission schemas, so a form's code does not build them.
 */
export const HONEYPOT_FIELD = 'website';

/** The largest id an int4 column (every table's id) holds; a larger number names no record. */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * A picture's variant formats, best first: `<picture>` offers AVIF, then WebP, with JPEG as
 * the fallback (docs/media.md). Here, not with the media schemas, because every card shows
 * pictures and a page must not load zod for them.
 */
export const mediaFormats = ['avif', 'webp', 'jpg'] as const;
export type MediaFormat = (typeof mediaFormats)[number];

export const mediaContentTypes: Record<MediaFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

/** The public path of one variant; it never changes content, so it is cached for a year. */
export const mediaVariantPath = (id: string, width: number, format: MediaFormat): string =>
  `/media/${id}/${width}.${format}`;

/**
 * `path 480w, path 960w, …` of a picture's variants in one format. A visitor's picture
 * carries the widths of its variants, not their URLs (every width is stored in every format):
 * the server's HTML and the browser's hydration derive the same srcset from the same fields.
 */
export const mediaSrcSet = (
  { id, widths }: { id: string; widths: readonly number[] },
  format: MediaFormat,
): string => widths.map((w) => `${mediaVariantPath(id, w, format)} ${w}w`).join(', ');
