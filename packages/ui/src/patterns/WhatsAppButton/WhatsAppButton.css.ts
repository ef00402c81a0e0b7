import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const disabled = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const reason = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
