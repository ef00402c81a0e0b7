import { catalogueAdventures, catalogueBlogPosts, catalogueResorts } from '../catalogue.ts';
import { catalogueRestaurants, catalogueVillas } from '../catalogue.ts';
import { slugify } from '../parsers/slugs.ts';
import { listings } from '../real-estate.ts';

// The catalogue's drawn pictures (docs/media.md, "Seeded art"): each seeded listing gets
// its own set, which the server seeds as media pictures and serves through the pipeline.
// This is a simple generated set: a scene per kind, its colours and shapes varied per item
// and per picture, so no two pictures are alike.

export type ArtKind = 'villa' | 'resort' | 'adventure' | 'restaurant' | 'post' | 'real-estate';

export interface ArtPicture {
  /** Stable and unique: the server derives the picture's id from it. */
  key: string;
  role: string;
  alt: string;
  svg: string;
  width: number;
  height: number;
}

export interface ListingArt {
  kind: ArtKind;
  /** The item's seeded slug (restaurants: the slug if the record has one, else its id). */
  slug: string;
  /** The first is the cover. */
  pictures: ArtPicture[];
}

const WIDTH = 1200;
const HEIGHT = 800;

/** FNV-1a: a small, stable hash, so an item's colours never change between runs. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const hsl = (h: number, s: number, l: number) =>
  `hsl(${Math.round(h) % 360} ${Math.round(s)}% ${Math.round(l)}%)`;

interface Scene {
  seed: number;
  /** 0: day, 1: golden hour, 2: dusk. */
  light: number;
  subject: (seed: number, ink: string, accent: string) => string;
}

const subjects: Record<string, Scene['subject']> = {
  house: (s, ink, accent) => {
    const x = 300 + (s % 300);
    const w = 360 + (s % 5) * 30;
    return (
      `<rect x="${x}" y="360" width="${w}" height="180" fill="${ink}"/>` +
      `<rect x="${x + 40}" y="290" width="${w - 120}" height="80" fill="${ink}" opacity=".85"/>` +
      `<rect x="${x + 30}" y="400" width="${w / 4}" height="70" fill="${accent}"/>` +
      `<rect x="${x + w / 2}" y="400" width="${w / 4}" height="70" fill="${accent}"/>` +
      `<rect x="${x - 80}" y="540" width="${w + 160}" height="40" fill="${accent}" opacity=".7"/>`
    );
  },
  towers: (s, ink, accent) =>
    Array.from({ length: 3 + (s % 3) }, (_, i) => {
      const x = 160 + i * 190 + (s % 40);
      const h = 180 + ((s >> (i + 2)) % 160);
      return (
        `<rect x="${x}" y="${540 - h}" width="150" height="${h}" fill="${ink}"/>` +
        `<rect x="${x + 20}" y="${560 - h}" width="110" height="12" fill="${accent}"/>`
      );
    }).join(''),
  boat: (s, ink, accent) => {
    const x = 250 + (s % 500);
    return (
      `<path d="M${x} 520h320l-50 50h-230z" fill="${ink}"/>` +
      `<path d="M${x + 160} 250v260h-140z" fill="${accent}"/>` +
      `<path d="M${x + 175} 280v230h110z" fill="${accent}" opacity=".75"/>`
    );
  },
  table: (s, ink, accent) => {
    const x = 260 + (s % 300);
    return (
      `<rect x="${x}" y="470" width="520" height="24" rx="8" fill="${ink}"/>` +
      `<rect x="${x + 40}" y="494" width="16" height="120" fill="${ink}"/>` +
      `<rect x="${x + 464}" y="494" width="16" height="120" fill="${ink}"/>` +
      `<ellipse cx="${x + 160}" cy="462" rx="70" ry="14" fill="${accent}"/>` +
      `<ellipse cx="${x + 360}" cy="462" rx="70" ry="14" fill="${accent}"/>` +
      `<rect x="${x + 255}" y="380" width="10" height="80" fill="${accent}"/>`
    );
  },
  palms: (s, ink, accent) =>
    Array.from({ length: 2 + (s % 3) }, (_, i) => {
      const x = 180 + i * 320 + (s % 90);
      return (
        `<path d="M${x} 600q20 -160 -10 -300" stroke="${ink}" stroke-width="16" fill="none"/>` +
        `<path d="M${x - 10} 300q-90 -20 -150 40q80 -70 150 -40q-20 -90 40 -140q-20 80 -40 140q90 -50 170 0q-100 -30 -170 0" fill="${accent}"/>`
      );
    }).join(''),
};

function scene({ seed, light, subject }: Scene): string {
  const hue = seed % 360;
  const sky = [
    [hsl(200 + (hue % 30), 70, 78), hsl(195 + (hue % 20), 60, 92)],
    [hsl(25 + (hue % 20), 85, 70), hsl(45 + (hue % 15), 90, 85)],
    [hsl(260 + (hue % 40), 45, 35), hsl(15 + (hue % 30), 75, 65)],
  ][light]!;
  const sea = hsl(185 + (hue % 25), 55, light === 2 ? 30 : 42);
  const sand = hsl(38 + (hue % 10), 50, light === 2 ? 55 : 80);
  const ink = hsl(hue, 25, light === 2 ? 18 : 28);
  const accent = hsl(hue + 150, 55, 60);
  const sunX = 140 + (seed % 900);
  const sunY = 120 + ((seed >> 4) % 160);
  const id = `g${seed.toString(36)}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${id})"/>` +
    `<circle cx="${sunX}" cy="${sunY}" r="${50 + (seed % 40)}" fill="${hsl(40 + (hue % 20), 95, 70)}"/>` +
    `<path d="M0 ${470 + (seed % 40)}q150 -20 300 0t300 0t300 0t300 0V${HEIGHT}H0z" fill="${sea}"/>` +
    `<path d="M0 600q300 -40 600 0t600 0V${HEIGHT}H0z" fill="${sand}"/>` +
    subject(seed, ink, accent) +
    `</svg>`
  );
}

interface Shot {
  role: string;
  subject: keyof typeof subjects;
  light: number;
  /** How the alt text describes the picture, after the listing's name. */
  says: string;
}

const shots: Record<ArtKind, Shot[]> = {
  villa: [
    { role: 'exterior', subject: 'house', light: 1, says: 'seen from the beach at golden hour' },
    { role: 'pool', subject: 'house', light: 0, says: 'its terrace and pool by day' },
    { role: 'garden', subject: 'palms', light: 0, says: 'the palm garden' },
    { role: 'view', subject: 'boat', light: 0, says: 'the view of the bay from the terrace' },
    { role: 'dining', subject: 'table', light: 2, says: 'dinner on the terrace at dusk' },
    { role: 'night', subject: 'house', light: 2, says: 'lit up at dusk' },
  ],
  resort: [
    { role: 'exterior', subject: 'towers', light: 1, says: 'on the shore at golden hour' },
    { role: 'beach', subject: 'palms', light: 0, says: 'the beach and its palms' },
    { role: 'dining', subject: 'table', light: 2, says: 'a table by the sea at dusk' },
  ],
  adventure: [
    { role: 'cover', subject: 'boat', light: 0, says: 'out on the water' },
    { role: 'coast', subject: 'palms', light: 1, says: 'the coast along the way' },
    { role: 'sunset', subject: 'boat', light: 2, says: 'heading back at sunset' },
  ],
  restaurant: [
    { role: 'dining', subject: 'table', light: 1, says: 'a table set at golden hour' },
    { role: 'evening', subject: 'table', light: 2, says: 'the dining room in the evening' },
  ],
  post: [{ role: 'cover', subject: 'palms', light: 1, says: 'the coast of Los Cabos' }],
  'real-estate': [
    { role: 'exterior', subject: 'house', light: 0, says: 'the house by day' },
    { role: 'view', subject: 'palms', light: 1, says: 'the grounds at golden hour' },
  ],
};

function listingArt(kind: ArtKind, slug: string, name: string): ListingArt {
  return {
    kind,
    slug,
    pictures: shots[kind].map((shot) => {
      const key = `${kind}/${slug}/${shot.role}`;
      return {
        key,
        role: shot.role,
        alt: `${name}: ${shot.says}`,
        svg: scene({ seed: hash(key), light: shot.light, subject: subjects[shot.subject]! }),
        width: WIDTH,
        height: HEIGHT,
      };
    }),
  };
}

/** Every seeded listing's pictures, in a fixed order; the first picture of each is its cover. */
export function catalogueArt(): ListingArt[] {
  return [
    ...catalogueVillas().map((v) => listingArt('villa', v.slug, v.name)),
    ...catalogueResorts().map((r) => listingArt('resort', r.slug, r.name)),
    ...catalogueAdventures().map((a) => listingArt('adventure', a.slug, a.title)),
    ...catalogueRestaurants().map((r) =>
      listingArt('restaurant', (r as { slug?: string }).slug ?? String(r.id), r.name),
    ),
    ...catalogueBlogPosts().map((p) => listingArt('post', p.slug, p.title)),
    ...listings.map((l) => listingArt('real-estate', slugify(l.title), l.title)),
  ];
}
