import type {
  LinkGroup,
  NavLinkItem,
  NavSection,
  PublicPicture,
  SiteMenu,
  SitePictures,
} from '@cabo/contract';

// Link content of the site chrome (docs/catalogue.md, "Every public page"), shared
// by the site and the component stories. Social links come from brand.ts (env overrides).

export const stays: NavLinkItem[] = [
  {
    label: 'Luxury Villas',
    href: '/villas',
    description: 'Private oceanfront villas with pools, chefs and concierge care.',
    image: '/images/nav/villas.svg',
  },
  {
    label: 'Resorts',
    href: '/resorts',
    description: 'Twenty-five hand-picked five-star resorts from the Corridor to the Arch.',
    image: '/images/nav/resorts.svg',
  },
];

export const adventures: NavLinkItem[] = [
  {
    label: 'All Adventures',
    href: '/adventures',
    description: 'Sailing, snorkelling, desert tours and more.',
    image: '/images/nav/adventures.svg',
  },
  {
    label: 'ATV Tours',
    href: '/adventures/atv',
    description: 'Dunes, desert trails and Pacific beaches.',
    image: '/images/nav/atv.svg',
  },
  {
    label: 'Private Yachts',
    href: '/adventures/private-yachts',
    description: 'Your own crew, your own cove, sunset on deck.',
    image: '/images/nav/yachts.svg',
  },
  {
    label: 'Whale Watching',
    href: '/adventures/whale-watching',
    description: 'Humpbacks and grey whales, December to April.',
    image: '/images/nav/whales.svg',
  },
];

export const groupTrips: NavLinkItem[] = [
  {
    label: 'Family Vacations',
    href: '/group-trips/family',
    description: 'Villas, kids’ adventures and easy logistics.',
    image: '/images/nav/family.svg',
  },
  {
    label: 'Bachelor & Bachelorette',
    href: '/group-trips/bachelor-bachelorette',
    description: 'Yachts, tables and VIP nights, planned for you.',
    image: '/images/nav/bachelor.svg',
  },
  {
    label: 'Corporate Events',
    href: '/group-trips/corporate',
    description: 'Incentive trips, retreats and team building.',
    image: '/images/nav/corporate.svg',
  },
  {
    label: 'Luxury Concierge',
    href: '/group-trips/luxury-concierge',
    description: 'Private chefs, drivers and anything else you need.',
    image: '/images/nav/concierge.svg',
  },
  {
    label: 'Influencer Program',
    href: '/group-trips/influencer',
    description: 'Create with us: stays and experiences for creators.',
    image: '/images/nav/influencer.svg',
  },
];

export const moreItems: NavLinkItem[] = [
  {
    label: 'Real Estate',
    href: '/real-estate',
    description: 'Homes and condos for sale in Los Cabos.',
  },
  {
    label: 'Property Management',
    href: '/property-management',
    description: 'We care for your home and fill its calendar.',
  },
  {
    label: 'Local Events',
    href: '/events',
    description: 'Music, food, sports and culture this month.',
  },
  {
    label: 'Travel Guides',
    href: '/guides',
    description: 'Free guides to beaches, food and more.',
  },
  {
    label: 'Work with Us',
    href: '/work-with-us',
    description: 'Partnerships for local businesses.',
  },
  {
    label: 'Weddings',
    href: '/weddings',
    description: 'Beach and cliff-top weddings, fully planned.',
  },
];

/** The main menu: the bar on wide screens and the phone drawer both read it (docs/catalogue.md). */
export const navSections: NavSection[] = [
  { label: 'STAYS', items: stays, tiles: true },
  { label: 'ADVENTURES', items: adventures, tiles: true },
  { label: 'GROUP TRIPS', title: 'Group Trips', items: groupTrips },
  { label: 'EATS', title: 'Restaurants', href: '/restaurants' },
  { label: 'BLOG', title: 'Blog', href: '/blog' },
  { label: 'MORE', title: 'More', items: moreItems },
];

export const footerGroups: LinkGroup[] = [
  {
    title: 'Plan Your Trip',
    links: [
      { label: 'Travel Guides', href: '/guides' },
      { label: 'Bachelor & Bachelorette', href: '/group-trips/bachelor-bachelorette' },
      { label: 'Luxury Concierge', href: '/group-trips/luxury-concierge' },
      { label: 'Family Vacations', href: '/group-trips/family' },
    ],
  },
  {
    title: 'Partner With Us',
    links: [
      { label: 'Work with Us', href: '/work-with-us' },
      { label: 'Influencer Program', href: '/group-trips/influencer' },
      { label: 'Weddings', href: '/weddings' },
    ],
  },
  {
    title: 'Stays',
    links: [
      { label: 'Luxury Villas', href: '/villas' },
      { label: 'Resorts & Hotels', href: '/resorts' },
      { label: 'Real Estate', href: '/real-estate' },
    ],
  },
  {
    title: 'Activities',
    links: [
      { label: 'Adventures', href: '/adventures' },
      { label: 'Luxury Yachts', href: '/adventures/luxury-sailing' },
      { label: 'Restaurants', href: '/restaurants' },
      { label: 'Local Events', href: '/events' },
    ],
  },
];

/**
 * The menu and footer every page shows (GET /api/site-menu), each menu link with its picture
 * from the media library where it has one. The thumbnails (4rem wide, a phone's half-width
 * tiles in the drawer) sit in closed panels on every page: the narrowest size only, and no
 * blurred placeholder.
 */
export function siteMenu(menuPictures: SitePictures = {}): SiteMenu {
  const thumbnail = (picture: PublicPicture): PublicPicture => {
    return { ...picture, widths: [Math.min(...picture.widths)], placeholder: null };
  };
  const withPicture = (item: NavLinkItem): NavLinkItem => {
    const picture = item.image ? menuPictures[item.image] : undefined;
    return picture ? { ...item, picture: thumbnail(picture) } : item;
  };
  return {
    sections: navSections.map((section) =>
      section.items ? { ...section, items: section.items.map(withPicture) } : section,
    ),
    footer: footerGroups,
  };
}

/** The curated landing block (docs/catalogue.md), with the link paths of its route list. */
export const curatedSections: LinkGroup[] = [
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
