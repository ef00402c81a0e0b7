import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '../../theme/vars.css.ts';

/** How many selects the bar holds: its columns from md. */
/** The custom property the component sets to its select count (a plain name: set inline). */
export const selectCountProperty = '--list-filter-selects';
const selectCount = `var(${selectCountProperty})`;

// One column below md (in the phone sheet), columns from md where the bar stands in the page.
export const bar = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: `repeat(${selectCount}, 1fr)` },
    [mediaQueries.lg]: {
      gridTemplateColumns: `minmax(14rem, 2fr) repeat(${selectCount}, minmax(9rem, 1fr))`,
    },
  },
});

// A checkbox after the selects takes what it needs at the end of the row.
export const withToggle = style({
  '@media': {
    [mediaQueries.lg]: {
      gridTemplateColumns: `minmax(14rem, 2fr) repeat(${selectCount}, minmax(9rem, 1fr)) auto`,
    },
  },
});

// The search spans the row on tablets, above the selects.
export const search = style({
  '@media': {
    [mediaQueries.md]: { gridColumn: '1 / -1' },
    [mediaQueries.lg]: { gridColumn: 'auto' },
  },
});

// Lines the checkbox up with the selects' controls rather than their labels.
export const toggle = style({ paddingBlock: vars.space.xs });

/** The second group (the villa's stay): the dates wide, the party, the clear button. */
export const more = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'minmax(16rem, 2fr) minmax(10rem, 1fr) auto' },
  },
});

// Lines a button up with the controls rather than their labels.
export const moreAction = style({ paddingBlock: vars.space.xxs });
