import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: '32rem',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});
