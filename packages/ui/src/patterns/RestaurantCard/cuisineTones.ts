import type { BadgeTone } from '../../components/Badge/statusTones.ts';

/** The cuisines with their own badge colour (docs/adventures-and-restaurants.md); others are gray. */
const tones: Record<string, BadgeTone> = {
  International: 'blue',
  Mexican: 'green',
  'Contemporary Mexican': 'sand',
  Japanese: 'red',
  Seafood: 'brand',
  Italian: 'yellow',
  Steakhouse: 'gray',
  'Fine Dining': 'purple',
};

export const cuisineBadgeTone = (cuisine: string): BadgeTone => tones[cuisine] ?? 'gray';

/** "Popular: N bookings today" shows above this many bookings (docs/adventures-and-restaurants.md). */
export const POPULAR_BOOKINGS_THRESHOLD = 20;
