import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';
import { focusRing } from '../../theme/fragments.ts';

export const hours = style({ display: 'grid', gap: vars.space.xxs, margin: 0 });

export const hoursRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[data-today]': { background: vars.color.sand, fontWeight: vars.fontWeight.semibold },
  },
});

export const todayTag = style({ fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });

export const menu = style({ display: 'grid', gap: vars.space.lg });

export const menuSection = style({ display: 'grid', gap: vars.space.xs });

export const menuHeading = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.md,
  color: vars.color.brand,
});

export const menuItems = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const menuItem = style({ display: 'grid', gap: vars.space.xxs });

export const menuItemLine = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontWeight: vars.fontWeight.semibold,
});

export const menuItemName = style({ color: vars.color.text });

export const menuItemPrice = style({ color: vars.color.brand, whiteSpace: 'nowrap' });

export const menuItemDescription = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const panelTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  color: vars.color.text,
});

export const booked = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.danger,
});

export const slotsLabel = style({ margin: 0, color: vars.color.textMuted });

export const slots = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(6rem, 1fr))',
  gap: vars.space.xs,
});

export const slot = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  textAlign: 'center',
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.pill,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.sand },
    '&:focus-visible': focusRing(),
  },
});
