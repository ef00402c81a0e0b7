import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '../../theme/vars.css.ts';
import { imageCaption } from '../../theme/fragments.ts';

export const header = style({ marginBottom: vars.space.lg });

export const title = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  color: vars.color.brand,
  margin: `0 0 ${vars.space.xs}`,
});

export const subtitle = style({ margin: 0, color: vars.color.textMuted });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [mediaQueries.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const tile = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  aspectRatio: '4 / 3',
  background: vars.color.sea,
  cursor: 'zoom-in',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '3px' },
  },
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const caption = style({
  ...imageCaption(`${vars.space.lg} ${vars.space.sm} ${vars.space.sm}`),
  textAlign: 'left',
  opacity: 0,
  transition: `opacity ${vars.duration.normal}`,
  selectors: {
    [`${tile}[data-hovered] &, ${tile}[data-focus-visible] &`]: { opacity: 1 },
  },
});

export const large = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
  background: vars.color.sea,
});

export const largeCaption = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.textMuted });
export const figure = style({ margin: 0 });
