import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '../../theme/vars.css.ts';

export const wrapper = style({ display: 'grid', gap: vars.space.sm });

// Below md the fields wait in the sheet; the page shows the button and the count.
export const inline = style({
  display: 'none',
  '@media': { [mediaQueries.md]: { display: 'grid', gap: vars.space.md } },
});

export const phoneOnly = style({
  '@media': { [mediaQueries.md]: { display: 'none' } },
});

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2.5rem',
});

export const count = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const sheet = style({ display: 'grid', gap: vars.space.lg });

// The bars lay their fields out in columns from md only, so in the sheet (below md) every
// field takes the full width, one under the other.
export const sheetFields = style({ display: 'grid', gap: vars.space.md });

export const sheetActions = style({ display: 'grid', gap: vars.space.sm });
