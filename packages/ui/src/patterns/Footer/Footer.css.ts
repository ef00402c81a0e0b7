import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '../../theme/vars.css.ts';
import { focusRing, pillLink, states } from '../../theme/fragments.ts';

// On the brand-coloured footer the ring is sand, as the usual one would not show.
const ring = focusRing('2px', vars.color.sand);

export const footer = style({
  background: vars.color.brand,
  color: vars.color.onBrand,
  padding: `${vars.space.xxl} ${vars.space.md} ${vars.space.xl}`,
});

export const inner = style({ maxWidth: '80rem', margin: '0 auto' });

export const top = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [mediaQueries.lg]: { gridTemplateColumns: '1fr 2fr' } },
});

export const brandName = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  margin: `0 0 ${vars.space.xs}`,
});

export const tagline = style({ margin: `0 0 ${vars.space.md}`, maxWidth: '24rem' });

export const groups = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': { [mediaQueries.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const groupTitle = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
  color: vars.color.sand,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
});

export const link = style({
  color: vars.color.onBrand,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  ...states({ hover: { textDecoration: 'underline' }, focusVisible: ring }),
});

export const contact = style({ display: 'grid', gap: vars.space.xs, fontStyle: 'normal' });

export const contactLink = style([
  link,
  { display: 'inline-flex', alignItems: 'center', gap: vars.space.xs },
]);

export const social = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: `${vars.space.md} 0 0`,
  padding: 0,
});

export const socialLink = style({
  ...pillLink(vars.color.sand, vars.color.onBrand),
  ...states({ hover: { background: vars.color.brandHover }, focusVisible: ring }),
});

export const bottom = style({
  marginTop: vars.space.xl,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.brandHover}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.sand,
});
