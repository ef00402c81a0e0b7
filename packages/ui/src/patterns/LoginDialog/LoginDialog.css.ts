import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const privacy = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
