import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const topLine = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const openState = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  selectors: { '&[data-open]': { color: vars.status.greenText } },
});
