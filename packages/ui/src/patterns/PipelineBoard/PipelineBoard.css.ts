import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/fragments.ts';
import { mediaQueries, vars } from '../../theme/vars.css.ts';

// Columns stack on a phone (nothing scrolls sideways); side by side from the md breakpoint.
export const board = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', alignItems: 'start' },
  },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const columnTitle = style({
  margin: 0,
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minHeight: '4rem',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-drop-target]': { outline: `2px dashed ${vars.color.brand}`, outlineOffset: '2px' },
    '&[data-focus-visible]': focusRing(),
  },
});

export const empty = style({
  margin: 0,
  padding: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing(),
    '&[data-dragging]': { opacity: 0.5 },
  },
});

export const cardHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const name = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `0 ${vars.space.xs}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });

export const fact = style({ margin: 0, overflowWrap: 'anywhere' });

export const iconButton = style({
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.sm,
  padding: `0 ${vars.space.xs}`,
  minHeight: '2rem',
  minWidth: '2rem',
  cursor: 'grab',
  selectors: { '&[data-focus-visible]': focusRing() },
});

export const menuButton = style([
  iconButton,
  { cursor: 'pointer', alignSelf: 'flex-start', fontSize: vars.fontSize.sm },
]);

export const popover = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.md,
  minWidth: '10rem',
});

export const menu = style({ outline: 'none', padding: vars.space.xxs });

export const menuItem = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  fontSize: vars.fontSize.sm,
  selectors: { '&[data-focused]': { background: vars.color.surfaceMuted } },
});

export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
