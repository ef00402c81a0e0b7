import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '../../theme/vars.css.ts';

export const list = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaQueries.md]: { gridTemplateColumns: 'repeat(2, 1fr)' } },
});

export const card = style({
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.sand,
});

export const figure = style({ margin: 0, display: 'grid', gap: vars.space.md, height: '100%' });

export const quote = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.text,
});
globalStyle(`${quote} p`, { margin: 0 });

export const caption = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  alignSelf: 'end',
});

export const avatar = style({ display: 'block', width: '3rem', flexShrink: 0 });

export const name = style({ display: 'block', fontWeight: vars.fontWeight.semibold });

export const detail = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
