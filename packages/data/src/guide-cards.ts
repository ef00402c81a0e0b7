import type { GuideCardSource } from './types.ts';

/** The six cards of the guides page (docs/guides.md), each with a type badge. */
export const guideCards: GuideCardSource[] = [
  {
    id: 'restaurants',
    title: 'Cabo Restaurant Guide 2025',
    description: 'Where to eat, from beach tacos to clifftop tasting menus, with reservation tips.',
    type: 'Food & Dining',
    guideType: 'Restaurant Guide',
    image: '/images/guides/restaurants.svg',
    pages: 24,
  },
  {
    id: 'adventures',
    title: 'Adventure & Activities Guide',
    description: 'Whale watching, snorkelling, ATVs and sailing: what to book and when.',
    type: 'Activities',
    guideType: 'Adventure Guide',
    image: '/images/guides/adventures.svg',
    pages: 20,
  },
  {
    id: 'beaches',
    title: 'Beach Guide',
    description: 'The swimmable beaches, the hidden coves and the ones to admire from the sand.',
    type: 'Travel',
    guideType: 'Beach Guide',
    image: '/images/guides/beaches.svg',
    pages: 16,
  },
  {
    id: 'local-tips',
    title: 'Local Tips & Insider Secrets',
    description: 'Getting around, money, safety and the etiquette locals appreciate.',
    type: 'Travel',
    guideType: 'Local Tips Guide',
    image: '/images/guides/local-tips.svg',
    pages: 12,
  },
  {
    id: 'real-estate',
    title: 'Buying Property in Los Cabos',
    description: 'Neighbourhoods, the fideicomiso bank trust, closing costs and rental income.',
    type: 'Real Estate',
    guideType: 'Real Estate Guide',
    image: '/images/guides/real-estate.svg',
    pages: 28,
  },
  {
    id: 'events',
    title: 'Festivals & Events Calendar',
    description: 'Art walks, food festivals, fishing tournaments and the best time for each.',
    type: 'Events',
    guideType: 'Events Guide',
    image: '/images/guides/events.svg',
    pages: 10,
  },
];
