import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/fragments.ts';
import { vars } from '../../theme/vars.css.ts';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const picker = style({ display: 'grid', gap: vars.space.sm });

/** The preview a pointer can click to place the focal point. */
export const preview = style({ position: 'relative', cursor: 'crosshair' });

export const marker = style({
  position: 'absolute',
  width: '1.5rem',
  height: '1.5rem',
  marginLeft: '-0.75rem',
  marginTop: '-0.75rem',
  border: `3px solid ${vars.color.onBrand}`,
  borderRadius: vars.radius.pill,
  boxShadow: `0 0 0 2px ${vars.color.brand}`,
  pointerEvents: 'none',
});

export const slider = style({ display: 'grid', gap: vars.space.xxs });

export const sliderHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.sm,
});

export const track = style({
  position: 'relative',
  height: '1.5rem',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      top: '50%',
      left: 0,
      right: 0,
      height: '0.25rem',
      marginTop: '-0.125rem',
      borderRadius: vars.radius.pill,
      background: vars.color.borderStrong,
    },
  },
});

export const thumb = style({
  top: '50%',
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  border: `2px solid ${vars.color.onBrand}`,
  selectors: {
    '&[data-focus-visible]': focusRing(),
    '&[data-dragging]': { background: vars.color.brandPressed },
  },
});
