import { keyframes, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '../../theme/vars.css.ts';

export const gallery = style({ display: 'grid', gap: vars.space.sm });

export const stage = style({ position: 'relative' });

export const open = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'zoom-in',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const frame = style({ position: 'relative', display: 'block' });

const shimmer = keyframes({ from: { opacity: 0.6 }, to: { opacity: 1 } });

export const placeholder = style({
  position: 'absolute',
  inset: 0,
  background: vars.color.surfaceMuted,
  animation: `${shimmer} 1s ease-in-out infinite alternate`,
  '@media': { [mediaQueries.reducedMotion]: { animation: 'none' } },
});

// Positioned, so a loaded picture paints over its placeholder even before the script runs.
export const image = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
});

export const arrow = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
export const previous = style({ left: vars.space.sm });
export const next = style({ right: vars.space.sm });
export const arrowIcon = style({ width: '1.1rem', height: '1.1rem' });

export const counter = style({
  position: 'absolute',
  bottom: vars.space.sm,
  right: vars.space.sm,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const thumbnails = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(5rem, 1fr))',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const thumbnail = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: '2px solid transparent',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: 'none',
  cursor: 'pointer',
  opacity: 0.75,
  outline: 'none',
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.brand, opacity: 1 },
    '&[data-hovered]': { opacity: 1 },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const thumbnailImage = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
});

export const lightbox = style({ position: 'relative' });
