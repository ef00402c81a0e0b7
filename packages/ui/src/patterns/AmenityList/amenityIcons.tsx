import type { ReactNode } from 'react';

// Line icons for the amenities the resort page knows (docs/stays.md); drawn on a 24-unit grid
// with currentColor, decorative (the text beside them names the amenity).

const paths = {
  beach: (
    <>
      <path d="M12 3a8 8 0 0 1 8 8H4a8 8 0 0 1 8-8Z" />
      <path d="M12 11v8" />
      <path d="M3 21c2-1.3 4-1.3 6 0s4 1.3 6 0 4-1.3 6 0" />
    </>
  ),
  pool: (
    <>
      <path d="M3 9c2-1.3 4-1.3 6 0s4 1.3 6 0 4-1.3 6 0" />
      <path d="M3 14c2-1.3 4-1.3 6 0s4 1.3 6 0 4-1.3 6 0" />
      <path d="M3 19c2-1.3 4-1.3 6 0s4 1.3 6 0 4-1.3 6 0" />
    </>
  ),
  spa: (
    <>
      <path d="M12 20c-4.5 0-8-3-8-7 3 0 6 1.5 8 4 2-2.5 5-4 8-4 0 4-3.5 7-8 7Z" />
      <path d="M12 17c-1.8-2-2.5-4.5-2-7.5L12 5l2 4.5c.5 3-.2 5.5-2 7.5Z" />
    </>
  ),
  fitness: (
    <>
      <path d="M6.5 6.5v11M17.5 6.5v11M3.5 9v6M20.5 9v6M6.5 12h11" />
    </>
  ),
  roomService: (
    <>
      <path d="M4 17a8 8 0 0 1 16 0Z" />
      <path d="M2 20h20M12 7V5M10.5 5h3" />
    </>
  ),
  parking: (
    <>
      <path d="M5 16V11l2-5h10l2 5v5Z" />
      <path d="M5 11h14M7 19v-3M17 19v-3" />
      <circle cx="8.5" cy="13.5" r=".5" />
      <circle cx="15.5" cy="13.5" r=".5" />
    </>
  ),
  wifi: (
    <>
      <path d="M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0" />
      <circle cx="12" cy="19" r="1" />
    </>
  ),
  air: (
    <>
      <path d="M12 2v20M3.3 7l17.4 10M3.3 17 20.7 7" />
      <path d="m9 4 3 2 3-2M9 20l3-2 3 2" />
    </>
  ),
  miniBar: (
    <>
      <path d="M7 3h10l-1 8a4 4 0 0 1-8 0Z" />
      <path d="M12 15v6M8 21h8M7.5 7h9" />
    </>
  ),
  tv: (
    <>
      <rect x="2" y="4" width="20" height="13" rx="2" />
      <path d="M8 21h8M12 17v4" />
    </>
  ),
  safe: (
    <>
      <rect x="3" y="3" width="18" height="17" rx="2" />
      <circle cx="12" cy="11.5" r="3.5" />
      <path d="M12 8v1M12 14v1M6 20v1.5M18 20v1.5" />
    </>
  ),
  oceanView: (
    <>
      <circle cx="12" cy="9" r="4" />
      <path d="M12 2v1M4.9 4.9l.7.7M19.1 4.9l-.7.7" />
      <path d="M2 16c2.5-1.5 5-1.5 7.5 0s5 1.5 7.5 0 3.5-1 5-.5M2 20c2.5-1.5 5-1.5 7.5 0s5 1.5 7.5 0 3.5-1 5-.5" />
    </>
  ),
  star: <path d="m12 2.5 2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9Z" />,
} satisfies Record<string, ReactNode>;

export type AmenityIconName = keyof typeof paths;

/** Every amenity icon's name, for the Foundations/Icons docs page. */
export const amenityIconNames = Object.keys(paths) as AmenityIconName[];

/** The icon of each known amenity (the spec's twelve); any other amenity gets the star. */
const amenityIcons: Record<string, AmenityIconName> = {
  'private beach access': 'beach',
  'infinity pool': 'pool',
  'full-service spa': 'spa',
  'fitness center': 'fitness',
  '24-hour room service': 'roomService',
  'valet parking': 'parking',
  'high-speed wifi': 'wifi',
  'air conditioning': 'air',
  'mini bar': 'miniBar',
  'flat-screen tv': 'tv',
  'in-room safe': 'safe',
  'ocean view': 'oceanView',
};

export const amenityIconName = (amenity: string): AmenityIconName =>
  amenityIcons[amenity.trim().toLowerCase()] ?? 'star';

/** The icons' frame: a 24-unit grid, a fine currentColor stroke, hidden from screen readers. */
export const fineLineIcon = {
  viewBox: '0 0 24 24',
  width: 24,
  height: 24,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export function AmenityIcon({ name, className }: { name: AmenityIconName; className?: string }) {
  return (
    <svg {...fineLineIcon} className={className} data-icon={name}>
      {paths[name]}
    </svg>
  );
}
