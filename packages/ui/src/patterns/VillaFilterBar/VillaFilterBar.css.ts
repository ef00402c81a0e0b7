import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '../../theme/vars.css.ts';

// One column below md (in the phone sheet), columns from md where the bar stands in the page.
export const bar = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'repeat(4, 1fr)' },
    [mediaQueries.lg]: { gridTemplateColumns: 'minmax(14rem, 2fr) repeat(4, minmax(9rem, 1fr))' },
  },
});

export const search = style({
  '@media': {
    [mediaQueries.md]: { gridColumn: '1 / -1' },
    [mediaQueries.lg]: { gridColumn: 'auto' },
  },
});

export const stay = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'minmax(16rem, 2fr) minmax(10rem, 1fr) auto' },
  },
});

// Lines the button up with the controls rather than their labels.
export const clear = style({ paddingBlock: vars.space.xxs });
