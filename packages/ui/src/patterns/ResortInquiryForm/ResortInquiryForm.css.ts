import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/fragments.ts';
import { vars } from '../../theme/vars.css.ts';

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  scrollMarginTop: vars.space.lg,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing() },
});

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  color: vars.color.text,
});

export const price = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
  letterSpacing: '0.06em',
});

export const perNight = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  letterSpacing: 0,
  color: vars.color.textMuted,
});

export const notice = style({
  borderRadius: vars.radius.md,
  outline: 'none',
  // Focused only by a refused submit: show where the way in is.
  selectors: { '&:focus': focusRing() },
});

export const noticeText = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.status.yellowBg,
  color: vars.status.yellowText,
  fontWeight: vars.fontWeight.medium,
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
