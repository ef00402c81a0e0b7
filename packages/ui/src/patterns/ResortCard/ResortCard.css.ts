import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const perNight = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  letterSpacing: 0,
  color: vars.color.textMuted,
});
