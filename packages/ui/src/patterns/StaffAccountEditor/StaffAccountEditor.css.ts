import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const editor = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '32rem',
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const badges = style({ display: 'flex', gap: vars.space.xs });

export const part = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const partTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
