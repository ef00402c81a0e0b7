import { mediaQueries, vars } from '@cabo/ui';
import { style } from '@vanilla-extract/css';

export const container = style({
  maxWidth: '80rem',
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
});

export const section = style([container, { paddingBlock: vars.space.xxl }]);

export const sectionTitle = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brand,
  margin: `0 0 ${vars.space.xs}`,
});

export const sectionIntro = style({
  margin: `0 0 ${vars.space.lg}`,
  color: vars.color.textMuted,
  maxWidth: '40rem',
});

export const hero = style({
  background: `linear-gradient(180deg, ${vars.color.sand}, ${vars.color.background})`,
});

export const heroGrid = style([
  container,
  {
    display: 'grid',
    gap: vars.space.xl,
    alignItems: 'center',
    paddingBlock: vars.space.xxl,
    '@media': { [mediaQueries.lg]: { gridTemplateColumns: '1fr 1fr' } },
  },
]);

export const badge = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  border: `1px solid ${vars.color.sandDeep}`,
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const heroTitle = style({
  fontFamily: vars.font.display,
  fontSize: 'clamp(2.25rem, 6vw, 3.75rem)',
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brand,
  margin: `${vars.space.md} 0`,
});

export const heroText = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  margin: `0 0 ${vars.space.lg}`,
  maxWidth: '34rem',
});

export const avatars = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
});

export const avatarList = style({ display: 'flex', listStyle: 'none', margin: 0, padding: 0 });

export const avatar = style({
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.surface}`,
  marginLeft: '-0.5rem',
  background: vars.color.sea,
  selectors: { 'li:first-child > &': { marginLeft: 0 } },
});

export const avatarText = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text });

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [mediaQueries.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const tile = style({
  position: 'relative',
  display: 'block',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  aspectRatio: '4 / 3',
  background: vars.color.sea,
  color: vars.color.onBrand,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '3px' },
  },
});

export const tileImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

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

export const banner = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.xl,
  background: vars.color.brand,
  color: vars.color.onBrand,
  '@media': { [mediaQueries.md]: { gridTemplateColumns: '2fr 1fr', alignItems: 'center' } },
});

export const bannerAlt = style([banner, { background: vars.color.sunset, color: vars.color.text }]);

export const bannerTitle = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  margin: `0 0 ${vars.space.xs}`,
});

export const bannerText = style({ margin: 0 });

export const bannerAction = style({
  justifySelf: 'start',
  '@media': { [mediaQueries.md]: { justifySelf: 'end' } },
});

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

export const posts = style({
  display: 'grid',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQueries.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

/** The third post shows from the large breakpoint only (spec 2.5). */
export const thirdPost = style({
  display: 'none',
  '@media': { [mediaQueries.lg]: { display: 'block' } },
});

export const instagram = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [mediaQueries.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const instagramLink = style({
  display: 'block',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  aspectRatio: '1',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '3px' },
  },
});

export const instagramImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const handle = style({ color: vars.color.brand, fontWeight: vars.fontWeight.semibold });
