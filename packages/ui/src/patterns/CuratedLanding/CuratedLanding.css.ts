import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '../../theme/vars.css.ts';
import { focusRing, menuLink, states } from '../../theme/fragments.ts';

export const block = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [mediaQueries.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const section = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.sand,
});

export const title = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  color: vars.color.brand,
  margin: `0 0 ${vars.space.sm}`,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
});

export const link = style({
  ...menuLink(`${vars.space.xs} ${vars.space.sm}`),
  ...states({
    hover: { background: vars.color.surface, color: vars.color.brand },
    focusVisible: focusRing(),
  }),
});

export const linkTitle = style({ display: 'block', fontWeight: vars.fontWeight.semibold });
export const linkText = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
