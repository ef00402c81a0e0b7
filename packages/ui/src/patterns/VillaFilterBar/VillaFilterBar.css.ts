import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '../../theme/vars.css.ts';

export const wrapper = style({ display: 'grid', gap: vars.space.md });

export const bar = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': {
    [mediaQueries.sm]: { gridTemplateColumns: '1fr 1fr' },
    [mediaQueries.lg]: { gridTemplateColumns: 'minmax(14rem, 2fr) repeat(3, minmax(10rem, 1fr))' },
  },
});

export const search = style({
  '@media': {
    [mediaQueries.sm]: { gridColumn: '1 / -1' },
    [mediaQueries.lg]: { gridColumn: 'auto' },
  },
});

export const stay = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': {
    [mediaQueries.sm]: { gridTemplateColumns: 'minmax(16rem, 2fr) minmax(10rem, 1fr) auto' },
  },
});

// Lines the button up with the controls rather than their labels.
export const clear = style({ paddingBlock: vars.space.xxs });

export const count = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
