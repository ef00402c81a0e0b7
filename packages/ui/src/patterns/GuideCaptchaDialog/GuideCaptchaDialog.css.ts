import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const captcha = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
});

export const success = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
});

export const thanks = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  // Focused only to announce the news; it is not a control.
  ':focus': { outline: 'none' },
});
