import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '../theme/vars.css.ts';

/** A list field: its legend, rows and add button. */
export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const rows = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A row of sub-fields: a bordered card, its fields then its buttons. */
export const row = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

/** A one-field row (a string list): the field and its buttons on one line from `sm` up. */
export const compactRow = style({
  display: 'grid',
  gap: vars.space.xs,
  alignItems: 'start',
  minWidth: 0,
  '@media': { [mediaQueries.sm]: { gridTemplateColumns: '1fr auto' } },
});

export const rowTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

/** A row's sub-fields: stacked on a phone, two side by side from `md` up. */
export const rowFields = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const empty = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
