import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '../../theme/vars.css.ts';

// One column below md (in the phone sheet), columns from md where the bar stands in the page.
export const bar = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'repeat(3, 1fr)' },
    [mediaQueries.lg]: {
      gridTemplateColumns: 'minmax(14rem, 2fr) repeat(3, minmax(9rem, 1fr)) auto',
    },
  },
});

export const search = style({
  '@media': {
    [mediaQueries.md]: { gridColumn: '1 / -1' },
    [mediaQueries.lg]: { gridColumn: 'auto' },
  },
});

// Lines the checkbox up with the selects' controls rather than their labels.
export const openNow = style({ paddingBlock: vars.space.xs });
