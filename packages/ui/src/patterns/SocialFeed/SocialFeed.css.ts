import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '../../theme/vars.css.ts';

export const feed = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 1fr)',
  gap: vars.space.sm,
  width: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaQueries.md]: { gridTemplateColumns: 'repeat(4, 1fr)' } },
});

export const post = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' });

export const tile = style({
  display: 'block',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  outline: 'none',
  selectors: { '&:focus-visible': { boxShadow: `0 0 0 3px ${vars.color.focusRing}` } },
});

export const caption = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});
