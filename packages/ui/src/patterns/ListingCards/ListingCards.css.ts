import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const price = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});

export const facts = style({
  display: 'flex',
  gap: vars.space.lg,
  margin: 0,
});
globalStyle(`${facts} dt`, { fontSize: vars.fontSize.xs, color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: vars.fontWeight.semibold });

export const features = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
globalStyle(`${features} li`, {
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.xs,
});
