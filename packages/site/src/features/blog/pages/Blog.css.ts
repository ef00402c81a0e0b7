import { styleFragments, vars } from '@cabo/ui/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const featured = style({ marginBottom: vars.space.xl });

export const article = style({
  maxWidth: '46rem',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
});

export const backLink = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: `${vars.space.lg} 0 ${vars.space.xs}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const title = style({
  fontFamily: vars.font.display,
  fontSize: 'clamp(2rem, 5vw, 2.75rem)',
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brand,
  margin: `0 0 ${vars.space.md}`,
});

export const author = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
});

export const authorAvatar = style({ display: 'block', width: '3rem', flexShrink: 0 });

export const authorName = style({ margin: 0, fontWeight: vars.fontWeight.semibold });
export const authorRole = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const share = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: 0,
  margin: `0 0 ${vars.space.lg}`,
});

export const shareLink = style({
  ...styleFragments.pillLink(vars.color.border, vars.color.brand),
  selectors: {
    '&:hover': { background: vars.color.sand },
    '&:focus-visible': styleFragments.focusRing(),
  },
});

export const cover = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  background: vars.color.sea,
  marginBottom: vars.space.lg,
});

/** The frame of a post's own cover picture: spaced like the art. */
export const coverFrame = style({ marginBottom: vars.space.lg });

export const excerpt = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.text,
  margin: `0 0 ${vars.space.lg}`,
});

export const content = style({ lineHeight: vars.lineHeight.relaxed });
globalStyle(`${content} h2, ${content} h3`, {
  fontFamily: vars.font.display,
  color: vars.color.brand,
  lineHeight: vars.lineHeight.tight,
  margin: `${vars.space.xl} 0 ${vars.space.sm}`,
});
globalStyle(`${content} a`, { color: vars.color.seaDeep });

export const promo = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  margin: `${vars.space.xl} 0`,
  padding: vars.space.xl,
  borderRadius: vars.radius.xl,
  background: vars.color.sand,
});

export const promoTitle = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  color: vars.color.brand,
  margin: 0,
});
