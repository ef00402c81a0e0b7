import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '../../theme/vars.css.ts';

/**
 * On a phone: the search on its own line, the filters two by two, then the quick filter,
 * Refresh and the export in one row of the same toolbar. Wider: one wrapping row, the
 * actions kept together and aligned with the fields' bottoms (docs/admin.md, "On a phone").
 */
export const bar = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': {
    [mediaQueries.md]: { display: 'flex', flexWrap: 'wrap' },
  },
});

export const search = style({
  gridColumn: '1 / -1',
  minWidth: 0,
  '@media': { [mediaQueries.md]: { flex: '2 1 14rem' } },
});

export const filter = style({
  minWidth: 0,
  '@media': { [mediaQueries.md]: { flex: '1 1 10rem' } },
});

export const actions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'center',
  '@media': { [mediaQueries.md]: { flex: '0 0 auto' } },
});
