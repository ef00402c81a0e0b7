import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const group = style({
  display: 'inline-flex',
  alignItems: 'stretch',
  width: 'fit-content',
  padding: 0,
  overflow: 'hidden',
});

export const input = style({
  width: '4rem',
  minWidth: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'center',
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
});

export const inputLarge = style({ width: '8rem' });

export const step = style({
  width: '2.75rem',
  display: 'grid',
  placeItems: 'center',
  border: 'none',
  background: 'transparent',
  color: vars.color.brand,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.sand },
    '&[data-pressed]': { background: vars.color.sandDeep },
    '&[data-focus-visible]': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '-3px',
    },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const icon = style({ width: '1rem', height: '1rem' });

/** The compact stepper of price bars: round buttons either side of the number. */
export const stepperGroup = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const stepperButton = style([
  step,
  {
    width: '2.5rem',
    height: '2.5rem',
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.pill,
  },
]);

export const stepperInput = style([
  input,
  { width: '2.5rem', fontWeight: vars.fontWeight.semibold },
]);
