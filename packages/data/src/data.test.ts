import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  contentSchemas,
  discountLabel,
  inSeason,
  MONTH_NAMES,
  normalizePlaceNames,
} from '@cabo/contract';
import { describe, expect, it } from 'vitest';
import { guideTopics } from './guide-topics.ts';
import * as data from './index.ts';
import { withDerivedAdventureFields } from './parsers/adventures.ts';
import { parseRestaurantList } from './parsers/restaurant-list.ts';
import { adventureCategory, resortSlug, villaSlug } from './parsers/slugs.ts';
import { parseVillaCsv } from './parsers/villa-csv.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const publicDir = path.join(root, 'packages/site/public');

const villas = parseVillaCsv(data.villasCsv);
const adventures = withDerivedAdventureFields(data.adventures);
const restaurants = [
  ...data.fixedRestaurants,
  ...parseRestaurantList(data.restaurantListText, data.fixedRestaurants.length + 1),
];

function unique<T>(values: T[]): boolean {
  return new Set(values).size === values.length;
}

describe('resorts (docs/stays.md)', () => {
  it('has 25 resorts with unique ids and slugs, aliases included', () => {
    expect(data.resorts).toHaveLength(25);
    expect(unique(data.resorts.map((r) => r.id))).toBe(true);
    const slugs = data.resorts.flatMap((r) => [resortSlug(r.name), ...r.aliases]);
    expect(unique(slugs)).toBe(true);
  });

  it('uses only the spec value sets', () => {
    for (const r of data.resorts) {
      expect(['$$$$', '$$$$$']).toContain(r.priceLevel);
      expect(['CABO SAN LUCAS', 'SAN JOSÉ DEL CABO', 'CORRIDOR']).toContain(r.location);
      expect([2, 4, 6]).toContain(r.maxGuests);
      expect(r.reviews.length).toBeGreaterThan(0);
      for (const review of r.reviews) expect(review.date).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    }
  });

  it('reaches /resorts/four-seasons and /resorts/waldorf-astoria through aliases', () => {
    const byAlias = (alias: string) => data.resorts.find((r) => r.aliases.includes(alias))?.name;
    expect(byAlias('four-seasons')).toMatch(/^Four Seasons/);
    expect(byAlias('waldorf-astoria')).toBe('Waldorf Astoria Los Cabos Pedregal');
  });

  it('has Special Features only for Waldorf Astoria and Casa Dorada', () => {
    const withFeatures = data.resorts.filter((r) => r.features.length > 0).map((r) => r.name);
    expect(withFeatures).toEqual([
      'Waldorf Astoria Los Cabos Pedregal',
      'Casa Dorada Los Cabos Resort & Spa',
    ]);
  });

  it('has the 12 icon amenities as the default list', () => {
    expect(data.defaultResortAmenities).toHaveLength(12);
  });
});

describe('villas (docs/stays.md)', () => {
  it('parses at least 9 villas, with defaults, a trailing + and beach/ocean flags exercised', () => {
    expect(villas.length).toBeGreaterThanOrEqual(9);
    expect(data.villasCsv).toMatch(/\n\n/);
    expect(data.villasCsv).toMatch(/,\d\+,/);
    expect(villas.some((v) => v.isBeachfront)).toBe(true);
    expect(villas.some((v) => v.isOceanfront)).toBe(true);
    expect(villas.some((v) => !v.isBeachfront && !v.isOceanfront)).toBe(true);
  });

  it('has one server record per villa, agreeing with the parsed counts', () => {
    const slugs = villas.map((v) => villaSlug(v.name));
    expect(unique(slugs)).toBe(true);
    expect(Object.keys(data.villaRecords).sort()).toEqual([...slugs].sort());
    for (const villa of villas) {
      const record = data.villaRecords[villaSlug(villa.name)];
      expect(record).toMatchObject({
        bedrooms: villa.bedrooms,
        bathrooms: villa.bathrooms,
        maxGuests: villa.maxGuests,
      });
      expect(record?.imageUrls[0]).toBe(villa.imageUrl);
    }
  });

  it('keeps server records inside the spec ranges', () => {
    const records = Object.values(data.villaRecords);
    expect(unique(records.map((r) => r.trackHsId))).toBe(true);
    for (const r of records) {
      expect(r.pricePerNight).toMatch(/^\d+$/);
      expect(Number(r.pricePerNight)).toBeGreaterThanOrEqual(1500);
      expect(Number(r.pricePerNight)).toBeLessThanOrEqual(3999);
      expect(r.bedrooms).toBeGreaterThanOrEqual(4);
      expect(r.bedrooms).toBeLessThanOrEqual(7);
      expect(r.bathrooms).toBeGreaterThanOrEqual(4);
      expect(r.bathrooms).toBeLessThanOrEqual(7);
      expect(r.maxGuests).toBeGreaterThanOrEqual(8);
      expect(r.maxGuests).toBeLessThanOrEqual(15);
      expect(Math.abs(r.latitude - 22.9)).toBeLessThan(0.2);
      expect(Math.abs(r.longitude - -109.9)).toBeLessThan(0.25);
    }
    expect(data.villaBaseAmenities).toHaveLength(10);
  });
  it('gives several villas season rates the studio would accept, over the coming year', () => {
    const catalogue = data.catalogueVillas();
    const seasonal = catalogue.filter((v) => v.seasonRates?.length);
    expect(seasonal.length).toBeGreaterThanOrEqual(4);
    // Villas without seasons answer an empty list, not nothing.
    expect(catalogue.every((v) => Array.isArray(v.seasonRates))).toBe(true);
    for (const v of seasonal) {
      // The content studio's schema: whole dollars, end on or after start, no overlap.
      const {
        id: _id,
        lastSyncedAt: _s,
        createdAt: _c,
        updatedAt: _u,
        pictures: _p,
        rating: _r,
        reviewCount: _n,
        reviews: _reviews,
        ...content
      } = v;
      const parsed = contentSchemas.villas.safeParse(content);
      expect(parsed.error?.issues ?? [], v.slug).toEqual([]);
      const names = v.seasonRates!.map((s) => s.name);
      expect(names).toContain('Holidays');
      for (const s of v.seasonRates!) {
        expect(s.start >= '2026-12-01' && s.start <= '2027-12-31', s.name).toBe(true);
      }
    }
  });
});

describe('adventures (docs/adventures-and-restaurants.md)', () => {
  it('fills at least 3 pages of 12 with unique slugs', () => {
    expect(adventures.length).toBeGreaterThanOrEqual(36);
  });

  it('gives every category and some adventures none', () => {
    const categories = new Set(adventures.map((a) => adventureCategory(a.title) ?? 'none'));
    expect([...categories].sort()).toEqual(['family', 'land', 'luxury', 'none', 'water']);
  });

  it('has the slugs the site links to, and none that clash with the fixed list paths', () => {
    const slugs = adventures.map((a) => a.slug);
    expect(slugs).toContain('luxury-sailing');
    for (const fixed of ['atv', 'private-yachts', 'whale-watching'])
      expect(slugs).not.toContain(fixed);
    for (const word of ['whale', 'atv', 'yacht', 'snorkel', 'camel', 'sunset sailing', 'scuba']) {
      expect(adventures.some((a) => a.title.toLowerCase().includes(word))).toBe(true);
    }
  });

  it('gives every adventure its practical information (meeting point, what to bring, terms, reply time)', () => {
    for (const a of adventures) {
      expect(a.meetingPoint.length).toBeGreaterThan(20);
      expect(a.whatToBring.length).toBeGreaterThan(0);
      expect(a.cancellationPolicy).toMatch(/^Cancel up to \d+ hours before the start/);
      expect(a.replyTime).toMatch(/^within \d+ hours$/);
    }
  });

  it('uses the spec prices, ages and rating range; only a few are on offer', () => {
    const offers = data.catalogueAdventures().filter((a) => a.discount);
    expect(offers.map((a) => a.slug)).toEqual([
      'luxury-sailing',
      'sunset-sailing',
      'atv-desert-beach',
    ]);
    for (const a of offers) {
      expect(a.discount).toBe(discountLabel(a.currentPrice, a.originalPrice));
      expect(a.discount).toMatch(/^-\d+%$/);
    }
    for (const a of adventures) {
      expect(a.currentPrice).toMatch(/^\$\d+ USD$/);
      if (a.originalPrice) {
        expect(a.originalPrice).toMatch(/^\$\d+ USD$/);
        expect(Number(a.originalPrice.slice(1, -4))).toBeGreaterThan(
          Number(a.currentPrice.slice(1, -4)),
        );
      }
      expect([4, 5, 8]).toContain(a.minAge);
      expect(a.provider).toBe(data.adventureProvider);
      expect(a.imageUrl).toBe(`/images/adventures/${a.slug}.svg`);
      expect(a.faq).toHaveLength(3);
      expect(a.included.length).toBeGreaterThan(0);
    }
  });
});

describe('blog posts (docs/catalogue.md)', () => {
  it('has the 3 spec slugs and at least 6 more, all unique', () => {
    const slugs = data.blogPosts.map((p) => p.slug);
    expect(slugs.slice(0, 3)).toEqual([
      'top-10-hidden-beaches-cabo',
      'luxury-yacht-charters-guide',
      'planning-dream-wedding-cabo',
    ]);
    expect(slugs.length).toBeGreaterThanOrEqual(9);
    expect(unique(slugs)).toBe(true);
  });

  it('uses the spec formats and value sets', () => {
    for (const p of data.blogPosts) {
      expect(p.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(['Local Guides', 'Luxury Travel', 'Weddings']).toContain(p.category);
      expect(['beachGuide', 'luxuryGuide', 'weddingGuide']).toContain(p.ctaType);
      expect(p.author).toBe(data.blogAuthor);
      expect(p.content).toMatch(/<h2>/);
    }
  });
});

describe('restaurants (docs/adventures-and-restaurants.md)', () => {
  it('is 2 fixed restaurants plus the deduplicated list, ids unique', () => {
    expect(data.fixedRestaurants).toHaveLength(2);
    expect(unique(restaurants.map((r) => r.id))).toBe(true);
    expect(unique(restaurants.map((r) => r.name.toLowerCase()))).toBe(true);
    const rawRows = data.restaurantListText.trim().split('\n').length - 1;
    expect(restaurants.length - 2).toBeLessThan(rawRows);
  });

  it('uses the badge cuisines, has popular ones and every price range', () => {
    const cuisines = [
      'International',
      'Mexican',
      'Contemporary Mexican',
      'Japanese',
      'Seafood',
      'Italian',
      'Steakhouse',
      'Fine Dining',
    ];
    for (const r of restaurants) expect(cuisines).toContain(r.cuisine);
    expect(new Set(restaurants.map((r) => r.priceRange))).toEqual(
      new Set(['$', '$$', '$$$', '$$$$']),
    );
  });
});

describe('locations (docs/catalogue.md)', () => {
  it('spells every place one way in every kind', () => {
    const locations = [
      ...data.resorts.map((r) => r.location),
      ...villas.map((v) => v.location),
      ...restaurants.map((r) => r.location),
      ...restaurants.map((r) => r.address),
      ...data.events.map((e) => e.location),
      ...data.listings.map((l) => l.location),
    ];
    for (const location of locations) expect(location).toBe(normalizePlaceNames(location));
  });
});

describe('adventure seasons (docs/adventures-and-restaurants.md)', () => {
  it('gives whale watching its December to April season and the turtle release its own', () => {
    const whales = adventures.filter((a) => /whale/i.test(a.title));
    expect(whales.length).toBeGreaterThan(0);
    for (const a of whales) expect(a.season, a.title).toEqual({ from: 12, to: 4 });
    const turtles = adventures.filter((a) => /turtle/i.test(a.title));
    for (const a of turtles) expect(a.season, a.title).toEqual({ from: 7, to: 12 });
  });

  it('dates the reviews of a seasonal adventure in its season', () => {
    for (const a of adventures.filter((x) => x.season)) {
      for (const r of a.reviews) {
        const month = MONTH_NAMES.findIndex((name) => r.date.startsWith(name)) + 1;
        const day = `2025-${String(month).padStart(2, '0')}-01`;
        expect(inSeason(day, a.season), `${a.title}: ${r.date}`).toBe(true);
      }
    }
  });

  it('includes the meals and tastings the title or description promises', () => {
    // The luxury whale trip promised brunch while "What's Included" said water.
    for (const a of adventures) {
      const promise = `${a.title} ${a.description}`;
      for (const word of ['brunch', 'breakfast', 'lunch', 'dinner', 'tequila']) {
        if (new RegExp(word, 'i').test(promise)) {
          expect(a.included.join(' '), `${a.title}: ${word}`).toMatch(new RegExp(word, 'i'));
        }
      }
    }
  });
});

describe('other content', () => {
  it('has events over the 28 days with every type', () => {
    expect(data.events.length).toBeGreaterThanOrEqual(20);
    for (const e of data.events) {
      expect(e.dayOffset).toBeGreaterThanOrEqual(0);
      expect(e.dayOffset).toBeLessThanOrEqual(27);
    }
    expect(new Set(data.events.map((e) => e.type))).toEqual(
      new Set(['music', 'food', 'sports', 'culture']),
    );
  });

  it('dates every event whose title names a weekday on that weekday', () => {
    const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    const named = data.events.filter((e) => weekdays.some((day) => e.title.includes(day)));
    expect(named.map((e) => e.title)).toContain('Sunday Brunch & Mariachi');
    for (const e of named) {
      // The calendar starts on a Sunday (weekStart), so the offset mod 7 is the weekday.
      const day = weekdays[e.dayOffset % 7]!;
      expect(e.title, `${e.title} is on a ${day}`).toContain(day);
    }
  });

  it('times an event named for sunrise, sunset or the night then', () => {
    // Sunset in Cabo is between about 5:40 PM (December) and 7:20 PM (June).
    const minutes = (time: string) => {
      const [, h, m, pm] = /^(\d+):(\d+) (AM|PM)$/.exec(time)!;
      return ((Number(h) % 12) + (pm === 'PM' ? 12 : 0)) * 60 + Number(m);
    };
    for (const e of data.events) {
      const at = minutes(e.time);
      if (/sunrise/i.test(e.title)) expect(at, e.title).toBeLessThan(8 * 60);
      if (/sunset/i.test(e.title)) expect(at, e.title).toBeLessThanOrEqual(17 * 60 + 40);
      if (/\bnight\b/i.test(e.title)) expect(at, e.title).toBeGreaterThanOrEqual(17 * 60);
    }
  });

  it('has 3 listings, 6 guide cards, 4 Instagram tiles and the spec figures', () => {
    expect(data.listings).toHaveLength(3);
    expect(data.guideCards).toHaveLength(6);
    // Each card has a page: the route table reads the topics, the page the cards.
    expect(data.guideCards.map((card) => card.id)).toEqual([...guideTopics]);
    expect(data.instagramTiles).toHaveLength(4);
    expect(data.siteFiguresSeed.weddings).toBe(150);
    expect(data.guideSections.length).toBeGreaterThanOrEqual(4);
    expect(Object.keys(data.brand.social)).toHaveLength(6);
  });
});

/** Every local image path the data names, so each one can be checked on disk. */
function imagePaths(): string[] {
  const found = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      for (const match of value.matchAll(/\/images\/[\w/.-]+\.svg/g)) found.add(match[0]);
    } else if (value && typeof value === 'object') {
      Object.values(value).forEach(visit);
    }
  };
  visit(data);
  visit(villas);
  visit(restaurants);
  return [...found].sort();
}

describe('images', () => {
  it('exist for every path the data names, each a small SVG with viewBox, width and height', () => {
    const paths = imagePaths();
    expect(paths.length).toBeGreaterThan(150);
    for (const image of paths) {
      const file = path.join(publicDir, image);
      expect(existsSync(file), image).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg, image).toMatch(/^<svg [^>]*viewBox="[^"]+"[^>]*>/);
      expect(svg, image).toMatch(/^<svg [^>]*width="\d+"[^>]* height="\d+"/);
      expect(Buffer.byteLength(svg), image).toBeLessThan(4096);
      expect(svg, image).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    }
  });
});

describe('seed reviews (docs/catalogue.md, "Ratings and reviews")', () => {
  const reviews = data.catalogueReviews();

  it('hold whole stars from 1 to 5 and a month each', () => {
    expect(reviews.length).toBeGreaterThan(0);
    for (const r of reviews) {
      expect(Number.isInteger(r.rating) && r.rating >= 1 && r.rating <= 5).toBe(true);
      expect(r.day).toMatch(/^\d{4}-\d{2}-01$/);
    }
  });

  it('give each item the mean of its own reviews, and restaurants none', () => {
    const resort = data.catalogueResorts()[0]!;
    const own = reviews.filter((r) => r.kind === 'resorts' && r.itemId === String(resort.id));
    const mean = own.reduce((t, r) => t + r.rating, 0) / own.length;
    expect(resort.reviewCount).toBe(own.length);
    expect(resort.rating).toBe(Math.round(mean * 10) / 10);
    for (const r of data.catalogueRestaurants()) {
      expect(r.rating).toBeUndefined();
      expect(r.reviewCount).toBe(0);
    }
  });

  it('claim nothing the site lacks (it has no photos of the stays)', () => {
    for (const r of reviews) expect(r.content).not.toMatch(/photo/i);
  });
});
