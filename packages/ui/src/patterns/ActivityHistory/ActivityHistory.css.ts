import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const entry = style({
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const meta = style({ margin: 0, color: vars.color.textMuted });

export const change = style({
  margin: `${vars.space.xxs} 0 0`,
  fontWeight: vars.fontWeight.medium,
});

export const note = style({ margin: `${vars.space.xxs} 0 0`, whiteSpace: 'pre-wrap' });

export const empty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
