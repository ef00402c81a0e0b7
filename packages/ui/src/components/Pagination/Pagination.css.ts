import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const nav = style({ display: 'flex', justifyContent: 'center' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
});

export const button = style({
  minWidth: '2.5rem',
  height: '2.5rem',
  padding: `0 ${vars.space.sm}`,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.sand },
    '&[data-pressed]': { background: vars.color.sandDeep },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    '&[aria-current="page"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
    },
  },
});

export const ellipsis = style({
  minWidth: '2rem',
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const icon = style({ width: '1rem', height: '1rem' });
