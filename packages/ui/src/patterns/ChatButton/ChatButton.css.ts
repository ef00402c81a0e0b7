import { style } from '@vanilla-extract/css';
import { states } from '../../theme/fragments.ts';
import { vars } from '../../theme/vars.css.ts';

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
  ...states({
    hover: { background: vars.color.brandHover, transform: 'scale(1.05)' },
    pressed: { background: vars.color.brandPressed },
    focusVisible: { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '3px' },
  }),
});
