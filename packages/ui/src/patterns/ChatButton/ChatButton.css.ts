import { style } from '@vanilla-extract/css';
import { states } from '../../theme/fragments.ts';
import { breakpoints, vars } from '../../theme/vars.css.ts';

const interactive = states({
  hover: { background: vars.color.brandHover, transform: 'scale(1.05)' },
  pressed: { background: vars.color.brandPressed },
  focusVisible: { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '3px' },
});

export const button = style({
  position: 'fixed',
  right: vars.space.md,
  bottom: vars.space.md,
  zIndex: 30,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  boxShadow: vars.shadow.lg,
  transition: `transform ${vars.duration.fast}`,
  ...interactive,
  '@media': {
    ...interactive['@media'],
    // Above a page's bottom bar while it shows (it marks <html>; the bars live below 1024px).
    [`screen and (max-width: ${breakpoints.lg - 0.02}px)`]: {
      selectors: { 'html[data-bottom-bar] &': { bottom: `calc(${vars.space.md} + 4.5rem)` } },
    },
  },
});
