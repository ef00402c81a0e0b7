import { eventTypes } from './events.ts';
import { guideCards } from './guide-cards.ts';
import { guideMeta } from './guide.ts';
import { exploreTiles, heroAvatars, instagramTiles } from './home.ts';
import { galleries, landingHeroes, testimonials } from './landing.ts';
import { adventures, groupTrips, moreItems, stays } from './navigation.ts';
import type { NavLinkItem } from '@cabo/contract';

/**
 * The site's own drawn pictures beyond the listings' (docs/media.md, "Site pictures"):
 * explore and Instagram tiles, avatars, guide covers, landing-page heroes and galleries,
 * menu pictures, event types. Each is a media library picture whose drawing is the file
 * `path` names (the id derives from `key`); a page asks for its set by name
 * (`GET /api/site-pictures/{set}`) and gets each picture by its `path`.
 */
export interface SitePicture {
  /** Stable and unique, `site/<folder>/<name>`: the media row's `art_key`. */
  key: string;
  /** The drawing's file, `/images/<folder>/<name>.svg`: how the data names the picture. */
  path: string;
  /** What is drawn, for the library's alt text (staff may change it there). */
  alt: string;
}

/** The author's avatar on every post. */
export const AUTHOR_AVATAR = '/images/avatars/author.svg';

type Named = { path: string; alt: string };

const menuPictures = (items: readonly NavLinkItem[]): Named[] =>
  items.flatMap((item) => (item.image ? [{ path: item.image, alt: item.label }] : []));

const landing = (page: keyof typeof testimonials): Named[] => [
  { path: landingHeroes[page].src, alt: landingHeroes[page].alt },
  ...(page in galleries
    ? galleries[page as keyof typeof galleries].map((g) => ({ path: g.src, alt: g.alt }))
    : []),
  ...testimonials[page].map((t) => ({ path: t.avatar, alt: t.name })),
];

/** The sets pages ask for: only what a page shows travels with it. */
const sets = {
  home: [
    ...exploreTiles.map((t) => ({ path: t.image, alt: t.alt })),
    ...instagramTiles.map((t) => ({ path: t.image, alt: t.alt })),
    ...heroAvatars.map((a) => ({ path: a.image, alt: a.alt })),
  ],
  guides: [
    ...guideCards.map((g) => ({ path: g.image, alt: g.title })),
    { path: guideMeta.coverImage, alt: guideMeta.title },
    { path: landingHeroes.guides.src, alt: landingHeroes.guides.alt },
  ],
  events: [
    ...eventTypes.map((t) => ({ path: t.imageUrl, alt: `${t.label} events` })),
    { path: landingHeroes.events.src, alt: landingHeroes.events.alt },
  ],
  blog: [{ path: AUTHOR_AVATAR, alt: 'The Cabo concierge team' }],
  menu: menuPictures([...stays, ...adventures, ...groupTrips, ...moreItems]),
  family: landing('family'),
  bachelor: landing('bachelor'),
  corporate: landing('corporate'),
  concierge: landing('concierge'),
  influencer: landing('influencer'),
  wedding: landing('wedding'),
  realEstate: landing('realEstate'),
  propertyManagement: landing('propertyManagement'),
  partner: [...landing('partner'), ...instagramTiles.map((t) => ({ path: t.image, alt: t.alt }))],
} satisfies Record<string, Named[]>;

export type SitePictureSet = keyof typeof sets;
export const sitePictureSetNames = Object.keys(sets) as SitePictureSet[];

const keyOf = (path: string) => path.replace(/^\/images\//, 'site/').replace(/\.svg$/, '');

/** The pictures of one set, in the order the page shows them (no repeats). */
export function sitePictureSet(set: SitePictureSet): SitePicture[] {
  const seen = new Set<string>();
  return sets[set].flatMap(({ path, alt }) => {
    if (seen.has(path)) return [];
    seen.add(path);
    return [{ key: keyOf(path), path, alt }];
  });
}

/** Every site picture once (the first set's alt text where two sets share one). */
export function sitePictures(): SitePicture[] {
  const all = new Map<string, SitePicture>();
  for (const set of sitePictureSetNames) {
    for (const picture of sitePictureSet(set)) {
      if (!all.has(picture.path)) all.set(picture.path, picture);
    }
  }
  return [...all.values()];
}
