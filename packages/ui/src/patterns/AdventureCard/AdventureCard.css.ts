import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const discount = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const prices = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  margin: 0,
});

export const current = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
});

export const original = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
