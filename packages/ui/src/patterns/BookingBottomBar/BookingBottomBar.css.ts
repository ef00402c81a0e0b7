import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '../../theme/vars.css.ts';

export const bar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 40,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  paddingBottom: `max(${vars.space.sm}, env(safe-area-inset-bottom))`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  transform: 'translateY(110%)',
  visibility: 'hidden',
  transition: `transform ${vars.duration.normal} ease-out, visibility ${vars.duration.normal}`,
  selectors: { '&[data-shown]': { transform: 'none', visibility: 'visible' } },
  '@media': {
    // From 1024 px the form stays in view (sticky beside the content).
    [mediaQueries.lg]: { display: 'none' },
    [mediaQueries.reducedMotion]: { transition: 'none' },
  },
});

export const price = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  letterSpacing: '0.06em',
});

export const unit = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  letterSpacing: 0,
  color: vars.color.textMuted,
});

export const original = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  letterSpacing: 0,
  color: vars.color.textMuted,
});
