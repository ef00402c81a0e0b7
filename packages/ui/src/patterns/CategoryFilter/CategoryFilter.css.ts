import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/fragments.ts';
import { vars } from '../../theme/vars.css.ts';

export const group = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const chip = style({
  minHeight: '2.75rem',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.sand },
    '&[data-selected]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
    },
    '&[data-focus-visible]': focusRing(),
  },
});
