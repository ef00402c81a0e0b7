import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  borderTop: `1px solid ${vars.color.border}`,
});

export const item = style({ borderBottom: `1px solid ${vars.color.border}` });

export const heading = style({ margin: 0, fontFamily: vars.font.body });

export const trigger = style({
  width: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.xxs}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-hovered]': { color: vars.color.brand },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const chevron = style({
  flexShrink: 0,
  width: '1.125rem',
  height: '1.125rem',
  transition: `transform ${vars.duration.normal}`,
  selectors: { [`${item}[data-expanded] &`]: { transform: 'rotate(180deg)' } },
});

export const panel = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

export const panelInner = style({ padding: `0 ${vars.space.xxs} ${vars.space.md}` });
