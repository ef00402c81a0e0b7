import { style } from '@vanilla-extract/css';
import { gridList } from '../../theme/fragments.ts';
import { mediaQueries, vars } from '../../theme/vars.css.ts';

export const list = style({
  ...gridList(vars.space.sm),
  '@media': { [mediaQueries.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.sand,
  color: vars.color.text,
});

export const icon = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  marginTop: '0.1em',
  color: vars.color.sunsetDeep,
});
