import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const preset = style({ flex: '0 1 14rem', minWidth: '12rem' });

export const custom = style({ flex: '0 1 20rem', minWidth: '14rem' });

export const summary = style({
  margin: 0,
  paddingBottom: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
