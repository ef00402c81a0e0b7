import type { Decorator } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { SocialLink } from '@cabo/contract';
import { NavigationProvider } from '../components/Link/navigation.tsx';

// Sample content for the pattern stories (the site passes its own).

/** Receives client-side navigations from library links, so a story never leaves its page. */
export const navigate = fn().mockName('navigate');

export const withRouter: Decorator = (Story) => (
  <NavigationProvider navigate={(path) => navigate(path)}>
    <Story />
  </NavigationProvider>
);

/**
 * Ends a story that clicked with the simulated pointer. A real mouse click leaves no focus
 * ring on a native link or button; a simulated one may (Chrome decides from the focus before
 * it), so the screenshot would depend on the stories that ran first.
 */
export const releaseFocus = () => {
  (document.activeElement as HTMLElement | null)?.blur();
};

/**
 * A frame of a set height around the story: what a pattern lays over the page (a dialog, a
 * drawer, an open panel) is positioned against the viewport, and the frame puts it in the
 * screenshot.
 */
export const storyFrame =
  (size: { height: number } | { minHeight: number }): Decorator =>
  (Story) => (
    <div style={size}>
      <Story />
    </div>
  );

const art = (label: string, bg: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120" viewBox="0 0 160 120"><rect width="160" height="120" fill="${bg}"/><circle cx="120" cy="40" r="18" fill="#F3D9C8"/><path d="M0 80 Q40 65 80 80 T160 80 V120 H0Z" fill="#1F6F78"/><title>${label}</title></svg>`,
  )}`;

// The site's own menu content (@cabo/data/navigation), so stories show what visitors see.
export {
  adventures,
  groupTrips,
  moreItems as more,
  navSections as sections,
  stays,
} from '@cabo/data/navigation';

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
