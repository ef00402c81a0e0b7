import type { CuratedSection } from '@cabo/ui';

/** The curated landing block of spec 000 §2.4, with the link paths of §2.1. */
export const curatedSections: CuratedSection[] = [
  {
    title: 'Luxury Resorts',
    links: [
      {
        label: 'Four Seasons Resort',
        href: '/resorts/four-seasons',
        description: 'Costa Palmas on the calm East Cape.',
      },
      {
        label: 'Waldorf Astoria',
        href: '/resorts/waldorf-astoria',
        description: 'Pedregal, reached through its own tunnel.',
      },
    ],
  },
  {
    title: 'Ocean Adventures',
    links: [
      {
        label: 'Sunset Sailing',
        href: '/adventure/luxury-cabo-sailing',
        description: 'Golden hour past the Arch.',
      },
      {
        label: 'Whale Watching',
        href: '/adventure/whale-watching',
        description: 'Humpbacks from December to April.',
      },
      { label: 'Scuba Diving', href: '/adventures', description: 'Reefs, sea lions and wrecks.' },
    ],
  },
  {
    title: 'Digital Guides',
    links: [
      { label: 'Adventure Guide', href: '/guides/adventures' },
      { label: 'Local Tips', href: '/guides/local-tips' },
      { label: 'Restaurant Guide', href: '/guides/restaurants' },
      { label: 'Beach Guide', href: '/guides/beaches' },
    ],
  },
];
