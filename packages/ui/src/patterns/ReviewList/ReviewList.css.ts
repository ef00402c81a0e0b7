import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const list = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const review = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBottom: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { paddingBottom: 0, borderBottom: 'none' } },
});

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.sand,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
});

export const author = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const date = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const content = style({
  margin: 0,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.text,
});

export const helpful = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const empty = style({ margin: 0, color: vars.color.textMuted });
