import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.sand,
  color: vars.color.text,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  color: vars.color.brand,
  lineHeight: vars.lineHeight.tight,
  ':focus': { outline: 'none' },
});

export const text = style({ margin: 0, lineHeight: vars.lineHeight.normal });

export const promise = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const reference = style({ fontVariantNumeric: 'tabular-nums', letterSpacing: '0.02em' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});
