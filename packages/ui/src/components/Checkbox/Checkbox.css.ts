import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

// The box follows the label's React Aria state.
export const box = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  marginTop: '0.125rem',
  display: 'grid',
  placeItems: 'center',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: 'transparent',
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.brand },
    [`${checkbox}[data-selected] &`]: {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
    },
    [`${checkbox}[data-focus-visible] &`]: {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${checkbox}[data-disabled] &`]: { opacity: 0.55 },
  },
});

export const check = style({ width: '0.875rem', height: '0.875rem' });

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  paddingInlineStart: `calc(1.25rem + ${vars.space.xs})`,
});

export const error = style([
  description,
  { color: vars.color.danger, fontWeight: vars.fontWeight.medium },
]);
