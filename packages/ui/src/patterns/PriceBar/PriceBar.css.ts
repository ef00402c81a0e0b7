import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '../../theme/vars.css.ts';

export const bar = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'center',
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: '1fr auto auto auto', gap: vars.space.lg },
  },
});

export const prices = style({ display: 'grid', gap: vars.space.xxs });

export const priceLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
  margin: 0,
});

// The text face, not the display face: the display face arrives later and would shift the
// badge beside the price when it swaps in.
export const current = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
});

export const original = style({ color: vars.color.textMuted });

export const discount = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const guests = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const guestsLabel = style({ fontWeight: vars.fontWeight.semibold });

export const total = style({ margin: 0, color: vars.color.text });
