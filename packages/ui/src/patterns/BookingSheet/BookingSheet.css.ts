import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const adventure = style({
  margin: `0 0 ${vars.space.md}`,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
});

export const total = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.sand,
  color: vars.color.text,
});

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const season = style({
  margin: `0 0 ${vars.space.md}`,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.sand,
  color: vars.color.text,
});
