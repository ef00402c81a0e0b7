import { contentKinds, type ContentKind } from '@cabo/contract';
import type { AdminSection } from '@cabo/ui';

/** How the studio names each kind (docs/admin.md, "The studio's screens"). */
export const contentKindLabels: Record<ContentKind, { label: string; singular: string }> = {
  resorts: { label: 'Resorts', singular: 'resort' },
  villas: { label: 'Villas', singular: 'villa' },
  adventures: { label: 'Adventures', singular: 'adventure' },
  restaurants: { label: 'Restaurants', singular: 'restaurant' },
  posts: { label: 'Posts', singular: 'post' },
  events: { label: 'Events', singular: 'event' },
  listings: { label: 'Real estate', singular: 'listing' },
};

export const STUDIO_PATH = '/admin/studio';

export const studioListHref = (kind: ContentKind) => `${STUDIO_PATH}/${kind}`;
export const studioNewHref = (kind: ContentKind) => `${STUDIO_PATH}/${kind}/new`;
export const studioItemHref = (kind: ContentKind, id: string | number) =>
  `${STUDIO_PATH}/${kind}/${encodeURIComponent(String(id))}`;

/** The kind a path segment names, or null (the page then shows "Page not found"). */
export const contentKindOf = (value: string | undefined): ContentKind | null =>
  contentKinds.find((kind) => kind === value) ?? null;

/** The studio's review moderation (docs/admin.md, "Reviews"): a section beside the kinds. */
export const REVIEWS_SECTION = 'reviews';
export const studioReviewsHref = `${STUDIO_PATH}/${REVIEWS_SECTION}`;

/** The studio's sections in the sidebar: one per kind, in the contract's order, then Reviews. */
export const studioSections: readonly AdminSection[] = [
  ...contentKinds.map((kind) => ({
    id: kind,
    label: contentKindLabels[kind].label,
    href: studioListHref(kind),
  })),
  { id: REVIEWS_SECTION, label: 'Reviews', href: studioReviewsHref },
];
