import type { InstagramTile, Tile } from './types.ts';

/** 'Explore Cabo' tiles on the home page (docs/catalogue.md). */
export const exploreTiles: Tile[] = [
  {
    title: 'Luxury Villas',
    description: 'Private homes with pools, views and staff.',
    href: '/villas',
    image: '/images/explore/villas.svg',
    alt: 'A villa terrace with a pool overlooking the sea',
  },
  {
    title: 'Resorts',
    description: '25 hand-picked resorts from the Arch to the East Cape.',
    href: '/resorts',
    image: '/images/explore/resorts.svg',
    alt: 'A resort pool lined with palm trees',
  },
  {
    title: 'Adventures',
    description: 'Sailing, whale watching, snorkel and desert tours.',
    href: '/adventures',
    image: '/images/explore/adventures.svg',
    alt: 'A sailboat passing a rock arch',
  },
  {
    title: 'Restaurants',
    description: 'From beach tacos to clifftop tasting menus.',
    href: '/restaurants',
    image: '/images/explore/restaurants.svg',
    alt: 'A dinner table set on a terrace at sunset',
  },
  {
    title: 'Weddings',
    description: 'Ceremonies on the sand and on the cliffs.',
    href: '/weddings',
    image: '/images/explore/weddings.svg',
    alt: 'A wedding arch on the beach',
  },
  {
    title: 'Local Events',
    description: 'Art walks, festivals and live music this month.',
    href: '/events',
    image: '/images/explore/events.svg',
    alt: 'Lanterns over a town square at night',
  },
];

/** The 4 Instagram tiles (docs/catalogue.md); each links to the brand's Instagram profile. */
export const instagramTiles: InstagramTile[] = [
  { image: '/images/instagram/arch-at-sunset.svg', alt: 'The Arch at Land’s End at sunset' },
  { image: '/images/instagram/pool-with-a-view.svg', alt: 'An infinity pool facing the sea' },
  { image: '/images/instagram/whale-tail.svg', alt: 'A humpback whale tail above the water' },
  { image: '/images/instagram/fish-tacos.svg', alt: 'A plate of fish tacos with lime' },
];

/** The hero's avatar row (docs/catalogue.md). */
export const heroAvatars: Array<{ image: string; alt: string }> = [
  { image: '/images/avatars/emma-r.svg', alt: 'Emma R., traveller' },
  { image: '/images/avatars/james-t.svg', alt: 'James T., traveller' },
  { image: '/images/avatars/lucia-m.svg', alt: 'Lucía M., traveller' },
  { image: '/images/avatars/ben-k.svg', alt: 'Ben K., traveller' },
];
