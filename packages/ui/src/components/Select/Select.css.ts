import { style } from '@vanilla-extract/css';
import { triggerValue, valueTrigger } from '../../field/Field.css.ts';
import { vars } from '../../theme/vars.css.ts';
import { floatingSurface } from '../../theme/fragments.ts';

export const trigger = style([
  valueTrigger,
  {
    selectors: {
      // The invalid state sits on the Select root, not on its trigger button.
      '[data-invalid] > &': { borderColor: vars.color.danger },
    },
  },
]);

export const value = triggerValue;

export const chevron = style({ flexShrink: 0, width: '1rem', height: '1rem' });

export const check = style({
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
  color: vars.color.brand,
});

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxHeight: '18rem',
  overflowY: 'auto',
  ...floatingSurface(vars.radius.md),
  padding: vars.space.xxs,
});

export const listBox = style({ outline: 'none' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.sand },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
    '&[data-selected]': { fontWeight: vars.fontWeight.semibold },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});
