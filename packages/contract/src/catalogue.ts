import { z } from 'zod';
import { adventureCategories, blogCategories } from './plain.ts';
import { calendarDateSchema, isoDateTimeSchema, urlOrPathSchema } from './fields.ts';
import { publicPictureSchema } from './media.ts';
import {
  eventTypes,
  resortLocations,
  resortPriceLevels,
  restaurantPriceRanges,
} from './catalogue-rules.ts';
import { ratingFields } from './reviews.ts';

// Catalogue entities as the API returns them (docs/catalogue.md). Lists are plain JSON arrays:
// the catalogue is small and the spec filters, sorts and pages it in the browser.

/** A published review as pages show it (docs/catalogue.md, "Ratings and reviews"). */
export const reviewSchema = z.object({
  author: z.string(),
  /** Month and year text, e.g. 'March 2025' (docs/stays.md). */
  date: z.string(),
  rating: z.number().min(1).max(5),
  content: z.string(),
  helpful: z.number().int().min(0),
});
export type Review = z.infer<typeof reviewSchema>;

/**
 * A listing's own pictures from the media library, in gallery order (the first is the
 * cover). Absent or empty: pages show the generated art of `imageUrl`/`imageUrls`.
 */
const pictures = z.array(publicPictureSchema).optional();

/** Whether the beach in front of a stay is safe to swim (docs/stays.md, "Good to know"). */
export const beachSwimming = ['swimmable', 'not-swimmable', 'no-beach'] as const;
export type BeachSwimming = (typeof beachSwimming)[number];

/**
 * "Good to know" (docs/stays.md): the plain facts guests otherwise learn on arrival. Shared by
 * resorts and villas; fixed values from the catalogue data.
 */
export const goodToKnowSchema = z.object({
  /** Minutes by car to Los Cabos International Airport (SJD). */
  airportMinutes: z.number().int().positive(),
  /** The beach at the door: safe to swim, not safe (surf, undertow), or no beach there. */
  beach: z.enum(beachSwimming),
  /** One line about that beach, e.g. 'Calm bay with a lifeguard in season'. */
  beachNote: z.string(),
  /** Steps and stairs a guest meets, e.g. 'Lifts to every floor; 40 steps down to the sand'. */
  steps: z.string(),
  /** What is within an easy walk; empty when a car or taxi is needed for everything. */
  walkableTo: z.array(z.string()),
});
export type GoodToKnow = z.infer<typeof goodToKnowSchema>;

export const resortSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  subtitle: z.string(),
  ...ratingFields,
  priceLevel: z.enum(resortPriceLevels),
  /** The lowest nightly rate staff publish, whole dollars as text; absent: none shown. */
  fromNightlyPrice: z.string().optional(),
  location: z.enum(resortLocations),
  description: z.string(),
  imageUrl: urlOrPathSchema,
  imageUrls: z.array(urlOrPathSchema),
  pictures,
  amenities: z.array(z.string()),
  /** "About this Resort": highlights and location benefits. */
  highlights: z.array(z.string()),
  locationBenefits: z.array(z.string()),
  /** "Special Features" (only some resorts have any). */
  features: z.array(z.string()),
  goodToKnow: goodToKnowSchema,
  rooms: z.number().int().min(1),
  maxGuests: z.union([z.literal(2), z.literal(4), z.literal(6)]),
  isBeachfront: z.boolean(),
  isOceanfront: z.boolean(),
  googleUrl: z.string(),
  reviews: z.array(reviewSchema),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Resort = z.infer<typeof resortSchema>;

/**
 * A resort as the list shows it (GET /api/resorts: cards, filters, search); its page
 * (GET /api/resorts/{slug}) has the rest: the list answers less than half the bytes.
 */
export const resortSummarySchema = resortSchema.pick({
  id: true,
  slug: true,
  name: true,
  subtitle: true,
  rating: true,
  reviewCount: true,
  priceLevel: true,
  fromNightlyPrice: true,
  location: true,
  description: true,
  imageUrl: true,
  pictures: true,
  rooms: true,
  maxGuests: true,
  isBeachfront: true,
  isOceanfront: true,
});
export type ResortSummary = z.infer<typeof resortSummarySchema>;
export const resortListSchema = z.array(resortSummarySchema);

/**
 * A copier of the fields a summary schema (a record schema's `pick`) names, and no others;
 * of `pictures` only the cover (a card shows no more), and no key when there is none.
 */
function summarizer<Schema extends z.ZodObject>(schema: Schema) {
  type Summary = z.infer<Schema>;
  const keys = Object.keys(schema.shape) as (keyof Summary)[];
  return (record: Summary): Summary =>
    Object.fromEntries(
      keys.flatMap((key): [keyof Summary, unknown][] => {
        if (key !== 'pictures') return [[key, record[key]]];
        const pictures = record[key] as unknown[] | undefined;
        return pictures?.length ? [[key, pictures.slice(0, 1)]] : [];
      }),
    ) as Summary;
}

/** The list's fields of a resort (the server's list and the mocks' answer the same). */
export const resortSummary: (r: Resort) => ResortSummary = summarizer(resortSummarySchema);

/** The villa "simple record" (the comma-separated list, docs/stays.md); every field required. */
export const villaSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  location: z.string(),
  rating: z.string(),
  imageUrl: urlOrPathSchema,
  url: urlOrPathSchema,
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  maxGuests: z.number().int(),
  isBeachfront: z.boolean(),
  isOceanfront: z.boolean(),
});
export type Villa = z.infer<typeof villaSchema>;

/**
 * A season of a villa: every night from `start` to `end` (both included, calendar dates)
 * costs `pricePerNight` (whole dollars as text, like the villa's own rate) instead of the
 * villa's rate. Seasons of one villa never share a night.
 */
export const seasonRateSchema = z.object({
  name: z.string(),
  start: calendarDateSchema,
  end: calendarDateSchema,
  pricePerNight: z.string(),
});
export type SeasonRate = z.infer<typeof seasonRateSchema>;

/** The villa server record (docs/stays.md): exactly what GET /api/villas returns per villa. */
export const villaRecordSchema = z.object({
  id: z.string(),
  trackHsId: z.string(),
  name: z.string(),
  description: z.string(),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  maxGuests: z.number().int(),
  amenities: z.array(z.string()),
  imageUrl: urlOrPathSchema,
  imageUrls: z.array(urlOrPathSchema),
  pictures,
  /** A string of whole dollars, e.g. '2450'. */
  pricePerNight: z.string(),
  /** Nights priced apart from `pricePerNight` (docs/stays.md, "Season rates"). */
  seasonRates: z.array(seasonRateSchema).optional(),
  /** Once per stay, whole dollars as text ('0': none; docs/stays.md, "True totals"). */
  cleaningFee: z.string(),
  location: z.string(),
  address: z.string(),
  ...ratingFields,
  latitude: z.number(),
  longitude: z.number(),
  lastSyncedAt: isoDateTimeSchema,
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type VillaRecord = z.infer<typeof villaRecordSchema>;
export const villaListSchema = z.array(villaRecordSchema);

/**
 * A villa as the lists read it (the home page's and /villas' cards, their filters, search).
 * GET /api/villas answers whole records, as the contract says; a rendered page's state keeps
 * these fields of them only, which is what the page's readers are typed to read.
 */
export const villaSummarySchema = villaRecordSchema.pick({
  id: true,
  trackHsId: true,
  name: true,
  location: true,
  imageUrl: true,
  pictures: true,
  bedrooms: true,
  bathrooms: true,
  maxGuests: true,
  pricePerNight: true,
  seasonRates: true,
  cleaningFee: true,
  rating: true,
  reviewCount: true,
});
export type VillaSummary = z.infer<typeof villaSummarySchema>;

/** The list's fields of a villa record. */
export const villaSummary: (v: VillaRecord) => VillaSummary = summarizer(villaSummarySchema);

/** GET /api/villas/:slug: the server record joined with the simple record's fields. */
export const villaDetailSchema = villaRecordSchema.extend({
  slug: z.string(),
  url: urlOrPathSchema,
  isBeachfront: z.boolean(),
  isOceanfront: z.boolean(),
  reviews: z.array(reviewSchema),
  goodToKnow: goodToKnowSchema,
});
export type VillaDetail = z.infer<typeof villaDetailSchema>;

export const faqSchema = z.object({ question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof faqSchema>;

const seasonMonth = z
  .number({ error: 'Pick the month' })
  .int('Pick the month')
  .min(1, 'Pick the month')
  .max(12, 'Pick the month');
/** An adventure's season: first and last month, 1-12 (docs/adventures-and-restaurants.md). */
export const adventureSeasonSchema = z.object({ from: seasonMonth, to: seasonMonth });

export const adventureSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  url: z.string(),
  imageUrl: urlOrPathSchema,
  pictures,
  title: z.string(),
  /** e.g. '$104 USD' */
  currentPrice: z.string(),
  /** The price before an offer, set by staff; only above the current price (docs/adventures-and-restaurants.md). */
  originalPrice: z.string().optional(),
  /** Computed from the two prices (discountLabel), e.g. '-30%'; absent without an offer. */
  discount: z.string().optional(),
  duration: z.string(),
  minAge: z.number().int(),
  provider: z.string(),
  /** Practical information (docs/adventures-and-restaurants.md): where the tour starts. */
  meetingPoint: z.string(),
  whatToBring: z.array(z.string()),
  cancellationPolicy: z.string(),
  /** How soon the team confirms a booking request, e.g. 'within 4 hours'. */
  replyTime: z.string(),
  category: z.enum(adventureCategories).optional(),
  /** The months it runs (e.g. whale watching December to April); absent: all year. */
  season: adventureSeasonSchema.optional(),
  ...ratingFields,
  description: z.string(),
  included: z.array(z.string()),
  faq: z.array(faqSchema),
  reviews: z.array(reviewSchema),
});
export type Adventure = z.infer<typeof adventureSchema>;

export const adventureListSchema = z.array(adventureSchema);

export const blogCtaTypes = ['beachGuide', 'luxuryGuide', 'weddingGuide'] as const;

export const blogPostSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** Sanitized HTML (sanitized when stored). */
  content: z.string(),
  imageUrl: urlOrPathSchema,
  pictures,
  category: z.enum(blogCategories),
  author: z.string(),
  /** yyyy-MM-dd */
  date: calendarDateSchema,
  /** Computed from the post's words (readTimeLabel), e.g. '5 min read'. */
  readTime: z.string(),
  ctaType: z.enum(blogCtaTypes),
});
export type BlogPost = z.infer<typeof blogPostSchema>;
/** GET /api/blog lists posts newest first, without their content. */
export const blogPostSummarySchema = blogPostSchema.omit({ content: true });
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;
export const blogPostListSchema = z.array(blogPostSummarySchema);

/** The most a public list's `limit` keeps: more than any list holds today. */
export const CATALOGUE_LIST_MAX_LIMIT = 100;
const limitMessage = `Limit must be a whole number from 1 to ${CATALOGUE_LIST_MAX_LIMIT}`;
/**
 * A public catalogue list's query (`GET /api/blog?limit=3`): `limit` keeps the first items in
 * the list's own order, so a page that shows a few does not carry them all. Other parameters
 * are ignored, as a public GET's usually are.
 */
export const catalogueListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .max(CATALOGUE_LIST_MAX_LIMIT, limitMessage)
    .optional(),
});

export const menuItemSchema = z.object({
  name: z.string(),
  description: z.string(),
  /** A number as text, shown as $price. */
  price: z.string(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;
/**
 * A menu section: its name and dishes. A menu is a list of them, in the order the page shows
 * them (an object of sections would lose that order in PostgreSQL's jsonb, which sorts keys).
 */
export const menuSectionSchema = z.object({
  name: z.string(),
  items: z.array(menuItemSchema),
});
export type MenuSection = z.infer<typeof menuSectionSchema>;

export const restaurantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  cuisine: z.string(),
  priceRange: z.enum(restaurantPriceRanges),
  location: z.string(),
  address: z.string(),
  description: z.string(),
  imageUrl: urlOrPathSchema,
  pictures,
  ...ratingFields,
  /** Table requests stored today (Cabo's date) for this restaurant, counted when read. */
  bookingsToday: z.number().int().min(0),
  phone: z.string(),
  website: z.string(),
  openTableUrl: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  features: z.array(z.string()),
  /** The menu's sections in the page's order, e.g. [{ name: 'Starters', items: [...] }]. */
  menu: z.array(menuSectionSchema),
  /** Day → opening hours text. */
  hours: z.record(z.string(), z.string()),
  availableTimeslots: z.array(z.string()),
});
export type Restaurant = z.infer<typeof restaurantSchema>;
export const restaurantListSchema = z.array(restaurantSchema);

/** A calendar event (docs/catalogue.md, "Events"); `date` is resolved into the current 28-day window on read. */
export const calendarEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  date: calendarDateSchema,
  time: z.string(),
  type: z.enum(eventTypes),
  location: z.string(),
  description: z.string(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;
export const calendarEventListSchema = z.array(calendarEventSchema);

/**
 * A real-estate listing for sale, as GET /api/real-estate/listings answers it (published
 * ones, in display order; docs/catalogue.md, "Real estate"). The card formats the figures.
 */
export const realEstateListingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The neighbourhood or development, e.g. 'Pedregal, Cabo San Lucas'. */
  location: z.string(),
  /** The asking price in whole US dollars, e.g. 4950000 (shown as '$4,950,000'). */
  price: z.number().int().min(0),
  beds: z.number().int().min(0),
  baths: z.number().int().min(0),
  sqft: z.number().int().min(0),
  /** A sentence or two for the card. */
  description: z.string(),
  features: z.array(z.string()),
  imageUrl: urlOrPathSchema,
  pictures,
});
export type RealEstateListing = z.infer<typeof realEstateListingSchema>;
export const realEstateListingListSchema = z.array(realEstateListingSchema);
