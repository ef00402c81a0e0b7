import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
});

export const tab = style({
  position: 'relative',
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  selectors: {
    '&[data-hovered]': { color: vars.color.text, background: vars.color.surfaceMuted },
    '&[data-selected]': { color: vars.color.brand },
    '&[data-selected]::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      bottom: '-1px',
      height: '3px',
      background: vars.color.brand,
      borderRadius: vars.radius.pill,
    },
    '&[data-focus-visible]': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '-3px',
    },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const panel = style({
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
