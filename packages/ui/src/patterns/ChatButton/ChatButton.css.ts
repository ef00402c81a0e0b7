import { style } from '@vanilla-extract/css';
import { states } from '../../theme/fragments.ts';
import { breakpoints, mediaQueries, vars } from '../../theme/vars.css.ts';

const interactive = states({
  hover: { background: vars.color.brandHover, transform: 'scale(1.05)' },
  pressed: { background: vars.color.brandPressed },
  focusVisible: { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '3px' },
});

/** Holds the button's place: never moves, so it is what the overlap check measures. */
export const dock = style({
  position: 'fixed',
  right: vars.space.md,
  bottom: vars.space.md,
  zIndex: 30,
  width: '3.5rem',
  height: '3.5rem',
  pointerEvents: 'none',
  '@media': {
    // Above a page's bottom bar while it shows (it marks <html>; the bars live below 1024px).
    [`screen and (max-width: ${breakpoints.lg - 0.02}px)`]: {
      selectors: { 'html[data-bottom-bar] &': { bottom: `calc(${vars.space.md} + 4.5rem)` } },
    },
  },
});

export const button = style({
  pointerEvents: 'auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  boxShadow: vars.shadow.lg,
  transition: `transform ${vars.duration.fast}, visibility ${vars.duration.fast}`,
  ...interactive,
  selectors: {
    ...interactive.selectors,
    // Aside: slid off the right edge and hidden, so it is neither seen, clicked nor focused.
    [`${dock}[data-aside] &`]: {
      transform: `translateX(calc(100% + ${vars.space.md} + 8px))`,
      visibility: 'hidden',
      pointerEvents: 'none',
    },
  },
  '@media': {
    ...interactive['@media'],
    [mediaQueries.reducedMotion]: { transition: 'none' },
  },
});
