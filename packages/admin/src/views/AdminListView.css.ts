import { vars } from '@cabo/ui/tokens';
import { style } from '@vanilla-extract/css';

export const view = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const csv = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.sm}`,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** The Leads section's Table / Board switch. */
export const viewSwitch = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const viewLink = style([
  csv,
  {
    textDecoration: 'none',
    border: `1px solid ${vars.color.border}`,
    selectors: {
      '&[aria-current="page"]': {
        background: vars.color.brand,
        color: vars.color.onBrand,
        borderColor: vars.color.brand,
      },
    },
  },
]);
