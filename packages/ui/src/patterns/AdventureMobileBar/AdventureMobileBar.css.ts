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
    [mediaQueries.lg]: { display: 'none' },
    [mediaQueries.reducedMotion]: { transition: 'none' },
  },
});

export const price = style({ display: 'grid', margin: 0, lineHeight: vars.lineHeight.tight });

export const current = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  color: vars.color.brand,
});

export const original = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
