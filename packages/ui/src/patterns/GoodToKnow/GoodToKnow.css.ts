import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '../../theme/vars.css.ts';

export const list = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  '@media': { [mediaQueries.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fact = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  alignContent: 'start',
});

export const icon = style({
  gridRow: 'span 2',
  width: '1.5rem',
  height: '1.5rem',
  color: vars.color.brand,
});

export const term = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const detail = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  color: vars.color.text,
});

export const strong = style({
  fontWeight: vars.fontWeight.semibold,
  selectors: {
    '&[data-beach="swimmable"]': { color: vars.status.greenText },
    '&[data-beach="not-swimmable"]': { color: vars.status.redText },
  },
});

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
