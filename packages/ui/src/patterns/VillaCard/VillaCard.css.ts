import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const star = style({ color: vars.color.star });

export const price = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
});
