/**
 * Shapes of the catalogue source data. Plain TypeScript, no runtime dependencies: the server
 * seeds, the MSW fixtures, the guide PDF script and the art generator all import these files.
 * Fields that the spec derives by a rule (villa fields from the CSV, adventure slug and
 * category, restaurant price range from the price word) are NOT stored here; the parsers in
 * src/parsers derive them.
 */
import type { GuideTopic } from './guide-topics.ts';

import type { GoodToKnow, SeasonRate } from '@cabo/contract';

/** Resort location values (docs/stays.md). */
export type ResortLocation = 'CABO SAN LUCAS' | 'SAN JOSÉ DEL CABO' | 'CORRIDOR';

export interface Review {
  author: string;
  /** Month and year text, e.g. 'March 2025'. */
  date: string;
  /** 1-5 stars. */
  rating: number;
  content: string;
  helpful: number;
}

/** A resort (docs/stays.md); createdAt/updatedAt are set by the seed. */
export interface ResortSource {
  id: number;
  name: string;
  /**
   * Extra slugs that also reach this resort (docs/catalogue.md: the links /resorts/four-seasons and
   * /resorts/waldorf-astoria). The canonical slug is resortSlug(name).
   */
  aliases: string[];
  subtitle: string;
  priceLevel: '$$$$' | '$$$$$';
  location: ResortLocation;
  description: string;
  imageUrl: string;
  imageUrls: string[];
  amenities: string[];
  rooms: number;
  maxGuests: 2 | 4 | 6;
  isBeachfront: boolean;
  isOceanfront: boolean;
  /** Maps link, stored as data only (never fetched). */
  googleUrl: string;
  /** 'About this Resort' bullet lists. */
  highlights: string[];
  locationBenefits: string[];
  /** 'Special Features'; empty for most resorts (spec: only two resorts have lists). */
  features: string[];
  /** 'Good to know': the plain facts of the stay (docs/stays.md). */
  goodToKnow: GoodToKnow;
  reviews: Review[];
}

/**
 * Server-side villa record (the "server record" of docs/stays.md), keyed in villas.ts by the villa slug
 * of the CSV row's name. Name, description, location and imageUrl come from the CSV row.
 */
export interface VillaRecordSource {
  trackHsId: string;
  /** Whole dollars as a string, 1500-3999. */
  pricePerNight: string;
  /** Nights priced apart from pricePerNight (docs/stays.md, "Season rates"). */
  seasonRates?: SeasonRate[];
  address: string;
  latitude: number;
  longitude: number;
  amenities: string[];
  /** Gallery, first image = the CSV image. */
  imageUrls: string[];
  bedrooms: number;
  bathrooms: number;
  maxGuests: number;
  reviews: Review[];
}

export interface Faq {
  question: string;
  answer: string;
}

/**
 * An adventure (docs/adventures-and-restaurants.md) minus the derived fields: id (position + 1), slug (adventureSlug(title)) and
 * category (adventureCategory(title)) come from src/parsers/slugs.ts.
 * imageUrl is /images/adventures/<slug>.svg (checked by data.test.ts).
 */
export interface AdventureSource {
  title: string;
  /** Provider page of the tour (data only). */
  url: string;
  imageUrl: string;
  /** e.g. '$104 USD' */
  currentPrice: string;
  /** The price before an offer, e.g. '$149 USD'; only for the few adventures on offer. */
  originalPrice?: string;
  duration: string;
  minAge: 4 | 5 | 8;
  provider: string;
  /** Where the tour starts (docs/adventures-and-restaurants.md, "Practical information"). */
  meetingPoint: string;
  whatToBring: string[];
  cancellationPolicy: string;
  /** How soon the team answers a booking request, e.g. 'within 4 hours'. */
  replyTime: string;
  /** The months it runs, first and last (1-12); absent: all year. */
  season?: { from: number; to: number };
  description: string;
  included: string[];
  faq: [Faq, Faq, Faq];
  reviews: Review[];
}

export type BlogCategory = 'Local Guides' | 'Luxury Travel' | 'Weddings';
export type BlogCtaType = 'beachGuide' | 'luxuryGuide' | 'weddingGuide';

export interface BlogPostSource {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  /** HTML: h2, p, ul/li, strong, em only (sanitized again on the way into the DB). */
  content: string;
  imageUrl: string;
  category: BlogCategory;
  author: string;
  /** yyyy-MM-dd */
  date: string;
  ctaType: BlogCtaType;
}

export type Cuisine =
  | 'International'
  | 'Mexican'
  | 'Contemporary Mexican'
  | 'Japanese'
  | 'Seafood'
  | 'Italian'
  | 'Steakhouse'
  | 'Fine Dining';

export interface MenuItem {
  name: string;
  description: string;
  /** Number as text without the '$' (the page shows $price). */
  price: string;
}

/** A full restaurant record (the 2 fixed restaurants, docs/adventures-and-restaurants.md). */
export interface RestaurantSource {
  id: number;
  name: string;
  cuisine: Cuisine;
  priceRange: '$' | '$$' | '$$$' | '$$$$';
  location: string;
  address: string;
  description: string;
  imageUrl: string;
  phone: string;
  website: string;
  openTableUrl: string;
  latitude: number;
  longitude: number;
  features: string[];
  /** Sections in the page's order. */
  menu: { name: string; items: MenuItem[] }[];
  /** Day name to text, Monday first, e.g. { Monday: '5:00 PM - 11:00 PM' }. */
  hours: Record<string, string>;
  /** Times shown as buttons, e.g. '7:30 PM'. */
  availableTimeslots: string[];
}

export type EventType = 'music' | 'food' | 'sports' | 'culture';

/** A calendar sample event; the date is the start of the current week + dayOffset. */
export interface EventSource {
  id: number;
  title: string;
  /** 0-27 days after the start (Sunday) of the current week. */
  dayOffset: number;
  /** e.g. '7:00 PM' */
  time: string;
  type: EventType;
  location: string;
  description: string;
}

export type GuideCardType = 'Food & Dining' | 'Activities' | 'Real Estate' | 'Events' | 'Travel';

export interface GuideCardSource {
  id: GuideTopic;
  title: string;
  description: string;
  type: GuideCardType;
  /** Sent as guideType with the guide request. */
  guideType: string;
  image: string;
  pages: number;
}

export interface Tile {
  title: string;
  description: string;
  href: string;
  image: string;
  alt: string;
}

export interface InstagramTile {
  image: string;
  alt: string;
}

export interface Testimonial {
  quote: string;
  name: string;
  detail: string;
  avatar: string;
}

/** A gallery image (docs/catalogue.md). */
export interface GalleryImage {
  src: string;
  alt: string;
  caption?: string;
}

export interface Stat {
  value: string;
  label: string;
}

/** Content of the downloadable guide PDF. */
export interface GuideSection {
  id: 'beaches' | 'restaurants' | 'adventures' | 'local-tips' | string;
  title: string;
  intro: string;
  blocks: GuideBlock[];
}

export type GuideBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'entry'; name: string; detail: string; text: string };
