import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '../../theme/vars.css.ts';

export const wrapper = style({ display: 'grid', gap: vars.space.sm });

export const bar = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': {
    [mediaQueries.sm]: { gridTemplateColumns: '1fr 1fr' },
    [mediaQueries.lg]: { gridTemplateColumns: 'minmax(16rem, 2fr) repeat(2, minmax(10rem, 1fr))' },
  },
});

// The search spans the row on tablets, above the two selects.
export const search = style({
  '@media': {
    [mediaQueries.sm]: { gridColumn: '1 / -1' },
    [mediaQueries.lg]: { gridColumn: 'auto' },
  },
});

export const count = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});
