import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const section = style({ display: 'grid', gap: vars.space.sm });

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  color: vars.color.brand,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
