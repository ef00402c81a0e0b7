import { styleFragments, vars } from '@cabo/ui/tokens';
import { style } from '@vanilla-extract/css';

// Only what is the home page's own: the library's Hero, PageSection and CardGrid lay out the rest.

export const avatars = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const avatarList = style({ display: 'flex', listStyle: 'none', margin: 0, padding: 0 });

export const avatar = style({
  display: 'block',
  overflow: 'hidden',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.surface}`,
  marginLeft: '-0.5rem',
  background: vars.color.sea,
  selectors: { 'li:first-child > &': { marginLeft: 0 } },
});

export const avatarText = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text });

export const tile = style({
  position: 'relative',
  display: 'block',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  color: vars.color.onBrand,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '3px' },
  },
});

export const tileLabel = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.md}`,
  background: 'linear-gradient(transparent, rgba(20, 32, 32, 0.85))',
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
});

export const notice = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});

export const noticeTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.lg });

/** "Learn More" on the brand banner: a light pill, as the primary button would vanish there. */
export const linkButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.sand },
    '&:focus-visible': { outline: `3px solid ${vars.color.sand}`, outlineOffset: '3px' },
  },
});

export const instagramLink = style({
  display: 'block',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '3px' },
  },
});

export const handle = style({ color: vars.color.brand, fontWeight: vars.fontWeight.semibold });

/**
 * "View all villas": the library's standalone link (ui Link, variant `standalone`) drawn with
 * a plain style, so its recipe's runtime stays out of the home page's first load.
 */
export const viewAll = style({
  borderRadius: vars.radius.sm,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  ...styleFragments.states({
    hover: { textDecoration: 'underline' },
    focusVisible: { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  }),
});
