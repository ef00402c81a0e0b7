import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const to = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });
