import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const fieldList = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '36rem',
});
