import { z } from 'zod';
import { filterOf, pageOf } from './admin.ts';
import { adminPaging, adminSearchParam } from './admin-paging.ts';
import {
  adventureSchema,
  blogPostSchema,
  calendarEventSchema,
  menuSectionSchema,
  realEstateListingSchema,
  resortSchema,
  restaurantSchema,
  seasonRateSchema,
  villaDetailSchema,
} from './catalogue.ts';
import { resortLocations } from './catalogue-rules.ts';
import { apiErrorSchema } from './errors.ts';
import { mediaIdSchema } from './media.ts';
import { stayRangeSchema } from './villa-booking.ts';
import { ORIGINAL_PRICE_NOT_ABOVE, priceDollars } from './figures.ts';
import { isAllowedText, isoDateTimeSchema, TEXT_NOT_ALLOWED } from './fields.ts';
import { normalizePlaceNames } from './places.ts';

// The content studio (docs/admin.md, "Content studio"): staff edit the catalogue in the
// database, as drafts, publish them, and see every save in the item's history.

/** The catalogue kinds staff edit; each is the `{kind}` of the content paths. */
export const contentKinds = [
  'resorts',
  'villas',
  'adventures',
  'restaurants',
  'posts',
  'events',
  'listings',
] as const;
export type ContentKind = (typeof contentKinds)[number];

/** Visitors see an item only while it is published; a draft edit of it waits for publish. */
export const contentStatuses = ['draft', 'published', 'archived'] as const;
export type ContentStatus = (typeof contentStatuses)[number];

/** What a revision records: the seeded first version, a save, a status change, a restore. */
export const contentActions = [
  'seed',
  'create',
  'save',
  'publish',
  'unpublish',
  'archive',
  'restore',
] as const;
export type ContentAction = (typeof contentActions)[number];

export const SLUG_MESSAGE = 'Use lower-case letters, digits and single hyphens';
export const slugField = z
  .string({ error: SLUG_MESSAGE })
  .max(120, 'Must be at most 120 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, SLUG_MESSAGE);

// What names an item (its lists, its slug's default) cannot be blank. Plain strings:
// refuseUnsafeText below checks every string of the content once.
const TOO_LONG = 'Must be at most 200 characters';
const itemName = z.string().trim().min(1, 'Name is required').max(200, TOO_LONG);
const itemTitle = z.string().trim().min(1, 'Title is required').max(200, TOO_LONG);

const positiveCount = z.number().int().min(1).max(10_000);

const WHOLE_DOLLARS = /^[1-9]\d{0,6}$/;
const nightlyRate = (message: string) => z.string({ error: message }).regex(WHOLE_DOLLARS, message);

/**
 * The listing's pictures by media id, in gallery order (the first is the cover); the server
 * accepts only usable ones (ready, with alt text: docs/media.md) and answers them to
 * visitors as the record's `pictures`.
 */
const galleryIds = z
  .array(mediaIdSchema)
  .max(40, 'A gallery holds at most 40 pictures')
  .refine((ids) => new Set(ids).size === ids.length, 'A picture is in the gallery twice')
  .optional();

/** A villa's seasons (docs/stays.md, "Season rates"): first and last night, never overlapping. */
const seasonRates = z
  .array(
    z
      .object({
        name: z.string().trim().min(1, 'Name the season').max(80),
        start: seasonRateSchema.shape.start,
        end: seasonRateSchema.shape.end,
        pricePerNight: nightlyRate("The season's rate is whole dollars, e.g. 3200"),
      })
      .strict()
      .refine((r) => r.end >= r.start, {
        message: 'The last night must be on or after the first',
        path: ['end'],
      }),
  )
  .max(100)
  .superRefine((rates, ctx) => {
    const sorted = rates
      .map((r, i) => ({ ...r, i }))
      .sort((a, b) => a.start.localeCompare(b.start));
    for (let k = 1; k < sorted.length; k++) {
      const before = sorted[k - 1]!;
      const season = sorted[k]!;
      if (season.start <= before.end) {
        ctx.addIssue({
          code: 'custom',
          message: `Overlaps "${before.name}": a night has one rate`,
          path: [season.i, 'start'],
        });
      }
    }
  })
  .optional();

/** A location as staff type it, stored with each place in our spelling (docs/catalogue.md). */
const placeText = z.string().transform(normalizePlaceNames);

/** A restaurant's menu as staff edit it: every section named, each name once, in order. */
const menuSections = z
  .array(
    menuSectionSchema.extend({
      name: z
        .string()
        .trim()
        .min(1, 'Name the section')
        .max(80, 'Keep the name under 80 characters'),
    }),
  )
  .max(30)
  .superRefine((sections, ctx) => {
    const seen = new Set<string>();
    sections.forEach((section, i) => {
      if (seen.has(section.name)) {
        ctx.addIssue({
          code: 'custom',
          message: 'Another section has this name',
          path: [i, 'name'],
        });
      }
      seen.add(section.name);
    });
  });

/**
 * What the public record shows but staff do not type: the rating and count are computed from
 * the published reviews, which are moderated apart (docs/admin.md, "Reviews").
 */
const computedFigures = { rating: true, reviewCount: true, reviews: true } as const;

/**
 * Each kind's editable content: the record the public API answers, without what the server
 * keeps itself (ids, timestamps). Unknown keys are refused.
 */
const contentShapes = {
  resorts: resortSchema
    .omit({ id: true, createdAt: true, updatedAt: true, pictures: true, ...computedFigures })
    .extend({
      name: itemName,
      slug: slugField,
      galleryIds,
      location: z.preprocess(
        (v) => (typeof v === 'string' ? normalizePlaceNames(v).toUpperCase() : v),
        z.enum(resortLocations),
      ),
      rooms: positiveCount,
      // Empty: no "from" price shown.
      fromNightlyPrice: z
        .string()
        .trim()
        .regex(/^([1-9]\d{0,5})?$/, 'The "from" price is whole dollars, e.g. 450 (empty for none)')
        .optional(),
    }),
  villas: villaDetailSchema
    .omit({
      id: true,
      lastSyncedAt: true,
      createdAt: true,
      updatedAt: true,
      pictures: true,
      ...computedFigures,
    })
    .extend({
      name: itemName,
      slug: slugField,
      galleryIds,
      location: placeText,
      pricePerNight: nightlyRate('Price per night is whole dollars, e.g. 2450'),
      seasonRates,
      cleaningFee: z
        .string({ error: 'The cleaning fee is whole dollars, e.g. 350 (0 for none)' })
        .regex(/^(0|[1-9]\d{0,5})$/, 'The cleaning fee is whole dollars, e.g. 350 (0 for none)'),
      bedrooms: positiveCount,
      bathrooms: positiveCount,
      maxGuests: positiveCount,
      latitude: z.number().min(-90).max(90),
      /** Nights the owner keeps (check-in to check-out ranges): held as a confirmed booking. */
      blockedDates: z
        .array(
          stayRangeSchema.refine((r) => r.end > r.start, {
            message: 'The end must be after the start',
            path: ['end'],
          }),
        )
        .max(200)
        .optional(),
      longitude: z.number().min(-180).max(180),
    }),
  // The discount is computed from the two prices, so staff set only the original price (empty:
  // no offer); it must be above the current one (contentRules).
  adventures: adventureSchema
    .omit({ id: true, pictures: true, discount: true, ...computedFigures })
    .extend({
      title: itemTitle,
      slug: slugField,
      galleryIds,
      minAge: z.number().int().min(0).max(120),
      originalPrice: z.string().trim().max(40).optional(),
    }),
  // Bookings today are counted from the stored table requests, never typed.
  restaurants: restaurantSchema
    .omit({ id: true, pictures: true, bookingsToday: true, rating: true, reviewCount: true })
    .extend({
      name: itemName,
      galleryIds,
      location: placeText,
      menu: menuSections,
    }),
  // The read time is computed from the post's words, never typed.
  posts: blogPostSchema
    .omit({ id: true, pictures: true, readTime: true })
    .extend({ title: itemTitle, slug: slugField, galleryIds }),
  events: calendarEventSchema
    .omit({ id: true, date: true })
    .extend({ title: itemTitle, dayOffset: z.number().int().min(0).max(27), location: placeText }),
  listings: realEstateListingSchema.omit({ id: true, pictures: true }).extend({
    title: z.string().trim().min(1, 'Name the listing').max(160),
    location: z.string().trim().min(1, 'Say where it is').max(160).transform(normalizePlaceNames),
    price: z
      .number({ error: 'The price is whole dollars, e.g. 1250000' })
      .int('The price is whole dollars, e.g. 1250000')
      .min(1, 'The price is whole dollars, e.g. 1250000')
      .max(1_000_000_000, 'The price is at most $1,000,000,000'),
    beds: z.number().int().min(0).max(100),
    baths: z.number().int().min(0).max(100),
    sqft: z.number().int().min(1).max(1_000_000),
    description: z.string().max(600, 'Keep the description under 600 characters'),
    features: z.array(z.string().trim().min(1).max(80)).max(12),
    galleryIds,
  }),
} satisfies Record<ContentKind, z.ZodObject>;

export type ContentOf<K extends ContentKind> = z.infer<(typeof contentShapes)[K]>;
/** Any kind's content, as the server handles it generically. */
export type Content = Record<string, unknown>;

/** The field that names an item (lists, search, the slug's default). */
export const contentNameField: Record<ContentKind, string> = {
  resorts: 'name',
  villas: 'name',
  adventures: 'title',
  restaurants: 'name',
  posts: 'title',
  events: 'title',
  listings: 'title',
};

/**
 * Kinds whose public page is found by a slug (restaurants by id; events and listings have no
 * page of their own).
 */
export const slugKinds: readonly ContentKind[] = ['resorts', 'villas', 'adventures', 'posts'];

/**
 * Every string anywhere in the content goes through the same check as safeText (the
 * catalogue schemas' plain strings reach jsonb columns, which refuse NUL and lone surrogates).
 */
function refuseUnsafeText(value: unknown, ctx: z.RefinementCtx, path: (string | number)[] = []) {
  if (typeof value === 'string') {
    if (!isAllowedText(value)) ctx.addIssue({ code: 'custom', message: TEXT_NOT_ALLOWED, path });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => refuseUnsafeText(item, ctx, [...path, i]));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isAllowedText(key)) ctx.addIssue({ code: 'custom', message: TEXT_NOT_ALLOWED, path });
      refuseUnsafeText(item, ctx, [...path, key]);
    }
  }
}

/**
 * Fields of the public records that are computed when read (docs/catalogue.md, "Figures" and
 * "Ratings and reviews"), never content staff type: the discount, a restaurant's bookings
 * today, a post's read time, and the ratings, counts and reviews of the stored reviews.
 */
export const computedRecordFields = [
  'discount',
  'bookingsToday',
  'readTime',
  'rating',
  'reviewCount',
  'reviews',
] as const;

/** Rules across fields of a kind's whole content. */
function contentRules(kind: ContentKind, value: Content, ctx: z.RefinementCtx): void {
  if (kind === 'adventures' && typeof value.originalPrice === 'string' && value.originalPrice) {
    const original = priceDollars(value.originalPrice);
    const current = priceDollars(String(value.currentPrice ?? ''));
    if (original === null || current === null || original <= current) {
      ctx.addIssue({ code: 'custom', message: ORIGINAL_PRICE_NOT_ABOVE, path: ['originalPrice'] });
    }
  }
}

const contentVersion = z
  .number({ error: 'The version you edited is required' })
  .int('The version you edited is required')
  .min(1, 'The version you edited is required');

const byKind = <T>(build: (kind: ContentKind) => T) =>
  Object.fromEntries(contentKinds.map((kind) => [kind, build(kind)])) as Record<ContentKind, T>;

const shapeOf = (kind: ContentKind): z.ZodObject => contentShapes[kind];

/** An item's whole content (a save is checked against it after merging the changes). */
export const contentSchemas = byKind<z.ZodType<Content>>((kind) =>
  shapeOf(kind)
    .strict()
    .superRefine((v, ctx) => {
      refuseUnsafeText(v, ctx);
      contentRules(kind, v, ctx);
    }),
);

/** POST /api/admin/content/{kind}: the whole content; the slug defaults to the name's. */
export const contentCreateSchemas = byKind<z.ZodType<Content>>((kind) => {
  const shape = shapeOf(kind);
  const base = 'slug' in shape.shape ? shape.extend({ slug: slugField.optional() }) : shape;
  return base.strict().superRefine((v, ctx) => {
    refuseUnsafeText(v, ctx);
    contentRules(kind, v, ctx);
  });
});

/** PATCH /api/admin/content/{kind}/{id}: the changed fields and the version they edit. */
export const contentPatchSchemas = byKind<z.ZodType<Content>>((kind) =>
  shapeOf(kind)
    .partial()
    .extend({ version: contentVersion })
    .strict()
    .superRefine((v, ctx) => refuseUnsafeText(v, ctx)),
);

/** Publish, unpublish, archive and restore: the version may be named, to refuse a stale one. */
export const contentTransitionSchema = z.strictObject({ version: contentVersion.optional() });

/** GET /api/admin/content/{kind} query: drafts included; status filter, search on name and slug. */
export const contentListQuerySchema = z.object({
  ...adminPaging,
  search: adminSearchParam,
  status: filterOf(contentStatuses, 'status'),
});
export type ContentListQuery = z.input<typeof contentListQuerySchema>;

/** Resorts, adventures, posts, restaurants and events have numeric ids; villas `villa-{n}`. */
export const contentIdSchema = z.union([z.number().int(), z.string()]);

export const contentListItemSchema = z.object({
  id: contentIdSchema,
  kind: z.enum(contentKinds),
  slug: z.string().nullable(),
  title: z.string(),
  status: z.enum(contentStatuses),
  version: z.number().int().min(1),
  /** Saved changes not published yet. */
  hasDraft: z.boolean(),
  updatedAt: isoDateTimeSchema,
});
export type ContentListItem = z.infer<typeof contentListItemSchema>;
export const contentListSchema = pageOf(contentListItemSchema);
export type ContentList = z.infer<typeof contentListSchema>;

export const contentItemSchema = contentListItemSchema.extend({
  /** What staff edit: the draft when there is one, else what is published. */
  content: z.record(z.string(), z.unknown()),
  /** What visitors see while the item is published; null otherwise. */
  published: z.record(z.string(), z.unknown()).nullable(),
  publishedAt: isoDateTimeSchema.nullable(),
  /** Who made the latest revision. */
  updatedBy: z.string().nullable(),
  /** The public page (also where a signed-in editor previews the draft), if the kind has one. */
  path: z.string().nullable(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

export const contentCreatedSchema = z.object({
  id: contentIdSchema,
  slug: z.string().nullable(),
  version: z.number().int().min(1),
});

export const contentRevisionSchema = z.object({
  version: z.number().int().min(1),
  action: z.enum(contentActions),
  status: z.enum(contentStatuses),
  userId: z.number().int().nullable(),
  userName: z.string(),
  createdAt: isoDateTimeSchema,
  /** Field by field, against the revision before it. */
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});
export type ContentRevision = z.infer<typeof contentRevisionSchema>;
export const contentHistorySchema = z.object({ revisions: z.array(contentRevisionSchema) });

/** A save over a version someone else has saved since: nothing is overwritten. */
export const contentVersionConflictSchema = apiErrorSchema.extend({
  code: z.literal('version_conflict'),
  /** Who saved the version the request did not know. */
  editor: z.string().nullable(),
  version: z.number().int(),
});
