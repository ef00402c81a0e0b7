import { style } from '@vanilla-extract/css';
import { gridList } from '../../theme/fragments.ts';
import { mediaQueries, vars } from '../../theme/vars.css.ts';

export const list = style({
  ...gridList(vars.space.sm),
  '@media': { [mediaQueries.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
});

export const icon = style({
  flexShrink: 0,
  width: '1.5rem',
  height: '1.5rem',
  color: vars.color.brand,
});
