import { style } from '@vanilla-extract/css';
import { triggerValue, valueTrigger } from '../../field/Field.css.ts';
import { vars } from '../../theme/vars.css.ts';
import { floatingSurface, focusRing, iconButton } from '../../theme/fragments.ts';

export const trigger = style([
  valueTrigger,
  {
    selectors: {
      '[data-invalid] > * > &': { borderColor: vars.color.danger },
    },
  },
]);

export const triggerText = triggerValue;

export const icon = style({ flexShrink: 0, width: '1.125rem', height: '1.125rem' });

export const group = style({ display: 'flex' });

export const popover = style({ ...floatingSurface(vars.radius.lg), padding: vars.space.md });

export const dialog = style({ outline: 'none' });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  marginBottom: vars.space.sm,
});

export const calendarHeading = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const navButton = style({
  ...iconButton('2.25rem', vars.color.text),
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': focusRing('1px'),
    '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed' },
  },
});

export const grid = style({ borderCollapse: 'collapse' });

export const weekday = style({
  width: '2.5rem',
  paddingBottom: vars.space.xxs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const cell = style({
  width: '2.5rem',
  height: '2.5rem',
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { background: vars.color.sand },
    '&[data-selected]': { background: vars.color.sea },
    '&[data-focus-visible]': focusRing('1px'),
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.textMuted,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
      background: 'transparent',
    },
  },
});
/** Cabo's today in the grid (Calendar.tsx), whichever zone the browser is in. */
export const caboToday = style({
  boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
});

/** Single dates and both ends of a range: solid brand. */
export const cellEnd = style({
  selectors: {
    '&[data-selection-start], &[data-selection-end]': {
      background: vars.color.brand,
      color: vars.color.onBrand,
    },
  },
});

export const singleCell = style({
  selectors: {
    '&[data-selected]': { background: vars.color.brand, color: vars.color.onBrand },
  },
});
