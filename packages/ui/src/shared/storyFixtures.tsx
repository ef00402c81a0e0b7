import type { Decorator } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { fn } from 'storybook/test';
import type { NavLinkItem, NavSection, SocialLink } from './types.ts';

// Sample content for the pattern stories (the site passes its own).

/** Receives client-side navigations from library links, so a story never leaves its page. */
export const navigate = fn().mockName('navigate');

export const withRouter: Decorator = (Story) => (
  <RouterProvider navigate={(path) => navigate(path)}>
    <Story />
  </RouterProvider>
);

const art = (label: string, bg: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120" viewBox="0 0 160 120"><rect width="160" height="120" fill="${bg}"/><circle cx="120" cy="40" r="18" fill="#F3D9C8"/><path d="M0 80 Q40 65 80 80 T160 80 V120 H0Z" fill="#1F6F78"/><title>${label}</title></svg>`,
  )}`;

export const stays: NavLinkItem[] = [
  {
    label: 'Luxury Villas',
    href: '/villas',
    description: 'Private oceanfront villas with pools and chefs.',
    image: art('villas', '#D7ECEE'),
  },
  {
    label: 'Resorts',
    href: '/resorts',
    description: 'Twenty-five hand-picked five-star resorts.',
    image: art('resorts', '#F6EFE3'),
  },
];

export const adventures: NavLinkItem[] = [
  {
    label: 'All Adventures',
    href: '/adventures',
    description: 'Sailing, snorkelling and more.',
    image: art('all', '#E8DCC4'),
  },
  {
    label: 'ATV Tours',
    href: '/adventures/atv',
    description: 'Dunes and desert trails.',
    image: art('atv', '#F3D9C8'),
  },
  {
    label: 'Private Yachts',
    href: '/adventures/private-yachts',
    description: 'Your own crew and cove.',
    image: art('yachts', '#D7ECEE'),
  },
  {
    label: 'Whale Watching',
    href: '/adventures/whale-watching',
    description: 'December to April.',
    image: art('whales', '#F6EFE3'),
  },
];

export const groupTrips: NavLinkItem[] = [
  {
    label: 'Family Vacations',
    href: '/group-trips/family',
    description: 'Villas and kids’ adventures.',
  },
  {
    label: 'Bachelor & Bachelorette',
    href: '/group-trips/bachelor-bachelorette',
    description: 'Yachts and VIP nights.',
  },
  {
    label: 'Corporate Events',
    href: '/group-trips/corporate',
    description: 'Incentives and retreats.',
  },
  {
    label: 'Luxury Concierge',
    href: '/group-trips/luxury-concierge',
    description: 'Chefs, drivers, anything.',
  },
  {
    label: 'Influencer Program',
    href: '/group-trips/influencer',
    description: 'Stays for creators.',
  },
];

export const more: NavLinkItem[] = [
  { label: 'Real Estate', href: '/real-estate' },
  { label: 'Property Management', href: '/property-management' },
  { label: 'Local Events', href: '/events' },
  { label: 'Travel Guides', href: '/guides' },
  { label: 'Work with Us', href: '/work-with-us' },
  { label: 'Weddings', href: '/weddings' },
];

export const sections: NavSection[] = [
  { label: 'STAYS', items: stays },
  { label: 'ADVENTURES', items: adventures },
  { label: 'GROUP TRIPS', items: groupTrips },
  { label: 'EATS', href: '/restaurants' },
  { label: 'BLOG', href: '/blog' },
  { label: 'MORE', items: more },
];

export const social: SocialLink[] = [
  { network: 'TikTok', href: 'https://www.tiktok.com/@cabo' },
  { network: 'Instagram', href: 'https://www.instagram.com/cabo' },
  { network: 'YouTube', href: 'https://www.youtube.com/@cabo' },
  { network: 'WhatsApp', href: 'https://wa.me/526245550142' },
  { network: 'Facebook', href: 'https://www.facebook.com/cabo' },
  { network: 'Pinterest', href: 'https://www.pinterest.com/cabo' },
];

export const sampleImage = art;

export const mobile = { viewport: { value: 'iphone14' } };
export const desktop = { viewport: { value: 'desktop' } };
