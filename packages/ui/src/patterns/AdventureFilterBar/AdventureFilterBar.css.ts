import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '../../theme/vars.css.ts';

// One column below md (in the phone sheet); from md the buttons and the sort share a row.
export const bar = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': { [mediaQueries.md]: { gridTemplateColumns: 'minmax(0, 1fr) 14rem' } },
});

export const sort = style({ minWidth: 0 });
