import { style } from '@vanilla-extract/css';
import { states } from '../../theme/fragments.ts';
import { mediaQueries, vars } from '../../theme/vars.css.ts';

export const root = style({ position: 'relative' });

export const viewport = style({
  display: 'flex',
  gap: vars.space.md,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  scrollPaddingInline: vars.space.xxs,
  padding: `${vars.space.xxs} ${vars.space.xxs} ${vars.space.sm}`,
  outline: 'none',
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const item = style({ flex: '0 0 auto', scrollSnapAlign: 'start' });

export const controls = style({
  display: 'none',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  marginBottom: vars.space.sm,
  '@media': { [mediaQueries.md]: { display: 'flex' } },
});

export const control = style({
  width: '2.5rem',
  height: '2.5rem',
  display: 'grid',
  placeItems: 'center',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.brand,
  cursor: 'pointer',
  outline: 'none',
  ...states({
    hover: { background: vars.color.sand },
    focusVisible: { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    disabled: { opacity: 0.45, cursor: 'not-allowed' },
  }),
});

export const icon = style({ width: '1rem', height: '1rem' });
