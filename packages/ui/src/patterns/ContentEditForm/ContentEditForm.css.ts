import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '../../theme/vars.css.ts';

export const body = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

/** One labelled group of fields (Basics, Pricing ...). */
export const section = style({
  display: 'grid',
  gap: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

/** A section's fields: one column on a phone, two from `md` up. */
export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  '@media': { [mediaQueries.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** A field across the whole section (long text, lists). */
export const wide = style({ gridColumn: '1 / -1', minWidth: 0 });

export const checks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
});

export const footer = style({ display: 'flex', justifyContent: 'flex-start' });

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
