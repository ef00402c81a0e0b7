import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries, vars } from '../../theme/vars.css.ts';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(12px)' },
  to: { opacity: 1, transform: 'none' },
});

export const region = style({
  position: 'fixed',
  zIndex: 100,
  insetInline: vars.space.md,
  bottom: vars.space.md,
  outline: 'none',
  '@media': {
    // Spec: 420 px wide at most on medium screens and up, bottom-right.
    [mediaQueries.md]: { insetInlineStart: 'auto', width: '420px' },
  },
  selectors: {
    '&[data-focus-visible]': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '4px',
      borderRadius: vars.radius.md,
    },
  },
});

const toastBase = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: '1px solid',
  boxShadow: vars.shadow.lg,
  outline: 'none',
  touchAction: 'pan-y',
  animation: `${slideIn} ${vars.duration.normal} ease-out`,
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const toast = styleVariants({
  default: [
    toastBase,
    { background: vars.color.surface, color: vars.color.text, borderColor: vars.color.border },
  ],
  destructive: [
    toastBase,
    { background: vars.color.danger, color: vars.color.onDanger, borderColor: vars.color.danger },
  ],
});

export const content = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const title = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });

export const description = style({ fontSize: vars.fontSize.sm, opacity: 0.95 });

export const close = style({
  flexShrink: 0,
  width: '2rem',
  height: '2rem',
  display: 'grid',
  placeItems: 'center',
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    // Works on both variants: a tint of the toast's own text colour.
    '&[data-hovered]': { background: 'color-mix(in srgb, currentColor 15%, transparent)' },
    '&[data-focus-visible]': { outline: '2px solid currentColor', outlineOffset: '1px' },
  },
});
