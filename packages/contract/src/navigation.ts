// Shapes of the site chrome's links: @cabo/data holds the content (menus, footer, curated
// sections) and @cabo/ui's patterns take it as props, so both name the same types.

import type { PublicPicture } from './media.ts';

/** A link the chrome renders; `href` is a site path or an external URL. */
export interface NavLinkItem {
  label: string;
  href: string;
  description?: string;
  /** Local image path (sized by the pattern that shows it). */
  image?: string;
  /** The same picture from the media library (docs/media.md), shown instead of the file. */
  picture?: PublicPicture;
}

/** A top-level entry of the main menu: a plain link (EATS, BLOG) or a menu of links. */
export interface NavSection {
  label: string;
  href?: string;
  items?: NavLinkItem[];
  /** The phone drawer's name for it, where the bar's short label is not enough ('Restaurants'). */
  title?: string;
  /** The drawer shows its items as image tiles (stays, adventures) rather than a list. */
  tiles?: boolean;
}

/** A titled list of links (footer groups, curated landing sections). */
export interface LinkGroup {
  title: string;
  links: NavLinkItem[];
}

/**
 * GET /api/site-menu: the main menu (with its thumbnails from the media library) and the
 * footer's groups. Every page renders them from this answer in its page state, so the links'
 * text is not part of every page's script.
 */
export interface SiteMenu {
  sections: NavSection[];
  footer: LinkGroup[];
}

/** External profile of the brand on a social network (opens in a new tab). */
export interface SocialLink {
  network: 'TikTok' | 'Instagram' | 'YouTube' | 'WhatsApp' | 'Facebook' | 'Pinterest';
  href: string;
}
